import { Trophy } from 'lucide-react';
import type { RankInfo } from '@contract/catalogue';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { cn } from '@/ui/lib/cn';
import { formatPoints } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { rankStatuses, type RankingDetail, type RankStatus } from '../rank-status';

export const NO_RANK = 'No rank achieved yet';
export const RANKS_FAILURE = 'Failed to load ranks';
export const RANKING_FAILURE = 'Failed to load your rank status';

type RankLine = { rank: RankInfo; status: RankStatus };

/**
 * On phones each rank is a card: the member's status first, then the rank, with its points and
 * reward labelled under it. A reward not reached yet is muted.
 */
const columns: DataTableColumn<RankLine>[] = [
  { key: 'rank', header: 'Rank', narrow: 'keep', value: ({ rank }) => rank.name },
  {
    key: 'points',
    header: 'Points',
    kind: 'points',
    narrow: 'fold',
    value: ({ rank }) => rank.points,
  },
  {
    key: 'reward',
    header: 'Reward',
    narrow: 'fold',
    cell: ({ rank, status }) => (
      <span
        data-slot="rank-reward"
        className={cn('block break-words', status === 'Not Achieved' && 'text-muted')}
      >
        <span className="block first-letter:uppercase">{rank.reward}</span>
        <span data-slot="rank-cumulative" className="mt-0.5 block text-xs text-muted">
          Each leg: <span className="tabular">{formatPoints(rank.cumulative)}</span> points
        </span>
      </span>
    ),
  },
  { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
];

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
        <DataTable
          caption="Rank & Rewards"
          columns={columns}
          narrow="cards"
          rows={ready ? ranks.map((rank) => ({ rank, status: statusOf(rank.name) })) : undefined}
          rowKey={({ rank }) => rank.name}
          loading={!ready}
          emptyMessage="No ranks found"
        />
      )}
    </div>
  );
}
