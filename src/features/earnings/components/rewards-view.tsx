import { Trophy } from 'lucide-react';
import type { RankInfo } from '@contract/catalogue';
import { formatPoints } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { RankRow, RankTable } from '@/ui/rank-row/rank-row';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { rankStatuses, type RankingDetail } from '../rank-status';

export const NO_RANK = 'No rank achieved yet';
export const RANKS_FAILURE = 'Failed to load ranks';
export const RANKING_FAILURE = 'Failed to load your rank status';

function SkeletonRows() {
  return Array.from({ length: 15 }, (_, index) => (
    <tr key={index} data-slot="rank-skeleton-row">
      <td className="border-t border-border px-4 py-3">
        <Skeleton className={index % 2 ? 'h-4 w-20' : 'h-4 w-24'} />
      </td>
      <td className="border-t border-border px-4 py-3">
        <Skeleton className="ml-auto h-4 w-16" />
      </td>
      <td className="border-t border-border px-4 py-3">
        <Skeleton className={index % 2 ? 'h-4 w-28' : 'h-4 w-36'} />
        <Skeleton className="mt-1.5 h-3 w-24" />
      </td>
      <td className="border-t border-border px-4 py-3">
        <Skeleton className="h-5 w-24 rounded-full" />
      </td>
    </tr>
  ));
}

export type RewardsViewProps = {
  /** The 15 ranks from `/api/ranks`; undefined while they load or when they failed. */
  ranks: RankInfo[] | undefined;
  /** The member's reached ranks from `/user/ranking`; undefined while they load or when they failed. */
  rankingDetails: RankingDetail[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The rank table could not be loaded. */
  error?: string;
  /** The member's rank statuses could not be loaded. */
  rankingError?: string;
};

/** `/userdashboard/rewards`: every rank with its points, reward and the member's status. */
export function RewardsView({
  ranks,
  rankingDetails,
  loading = false,
  error,
  rankingError,
}: RewardsViewProps) {
  const statusOf = rankStatuses(rankingDetails ?? []);
  const ready = !loading && !error && ranks !== undefined;
  return (
    <div data-slot="rewards" className="grid max-w-4xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Rewards</h1>
        <p className="text-sm text-pretty text-muted">
          Points is each rank’s step over the one before. A rank is reached when your left and your
          right leg each hold the running total shown under its reward, in all-time team points.
        </p>
      </div>
      {ready && rankingError && <LoadAlert message={rankingError} />}
      {ready && !rankingError && rankingDetails?.length === 0 && (
        <p
          role="status"
          className="flex items-center gap-3 rounded-lg border border-reward/30 bg-reward-soft px-4 py-3 text-sm font-medium text-reward"
        >
          <Trophy aria-hidden className="size-5 shrink-0" />
          <span>{NO_RANK}</span>
        </p>
      )}
      {error ? (
        <LoadAlert message={error} />
      ) : (
        <RankTable caption="Rank & Rewards" aria-busy={!ready || undefined}>
          {ready ? (
            ranks.map((rank) => (
              <RankRow
                key={rank.name}
                rank={rank.name}
                points={rank.points}
                status={statusOf(rank.name)}
                reward={
                  <>
                    <span className="block first-letter:uppercase">{rank.reward}</span>
                    <span data-slot="rank-cumulative" className="mt-0.5 block text-xs text-muted">
                      Each leg: <span className="tabular">{formatPoints(rank.cumulative)}</span>{' '}
                      points
                    </span>
                  </>
                }
              />
            ))
          ) : (
            <SkeletonRows />
          )}
        </RankTable>
      )}
    </div>
  );
}
