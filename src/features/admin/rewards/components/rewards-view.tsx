import type { RankReward } from '@contract/admin';
import { Gift } from 'lucide-react';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import type { TabItem } from '@/ui/tabs/tabs';
import type { ListState } from '@/lib/use-keyset';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { RewardStatus } from '../api/rewards';

export type RewardsViewProps = {
  status: RewardStatus;
  onStatusChange: (status: RewardStatus) => void;
  /** The achieved ranks of that status and their paging. */
  list: ListState<RankReward>;
  /** Marks a reward Claimed and says how it ended. */
  onClaim: (reward: RankReward) => Promise<DecisionOutcome>;
  /** Whether any reward was handed over yet: an empty Unclaimed list then says all of them were. */
  anyClaimed?: boolean;
};

const tabs: TabItem<RewardStatus>[] = [
  { value: 'unclaimed', label: 'Unclaimed' },
  { value: 'Claimed', label: 'Claimed' },
];

const claim: QueueAction<RankReward> = {
  id: 'claim',
  label: 'Mark claimed',
  variant: 'primary',
  icon: <Gift aria-hidden />,
  confirm: (reward) => ({
    title: `Mark ${reward.member.name}’s ${reward.rankName} reward claimed?`,
    description: `Confirm that ${reward.member.name} (${reward.member.mySponsorId}) received the ${reward.reward}. Their rewards page then shows Claimed.`,
    confirmLabel: 'Mark claimed',
  }),
  done: (reward) => `${reward.member.name}’s ${reward.rankName} reward marked Claimed.`,
};

/** `/admin/rewards`: ranks members reached, and whether their reward was handed over. */
export function RewardsView({
  status,
  onStatusChange,
  list,
  onClaim,
  anyClaimed = false,
}: RewardsViewProps) {
  const columns: DataTableColumn<RankReward>[] = [
    memberColumn,
    {
      key: 'rankName',
      header: 'Rank',
      kind: 'mono',
      cell: (reward) => <span className="font-semibold text-reward">{reward.rankName}</span>,
    },
    { key: 'reward', header: 'Reward' },
    { key: 'achievedAt', header: 'Achieved', kind: 'date' },
    { key: 'status', header: 'Status', kind: 'status' },
    ...(status === 'Claimed'
      ? [{ key: 'claimedAt', header: 'Claimed', kind: 'date' as const }]
      : []),
  ];

  return (
    <QueuePage
      title="Rank rewards"
      description="Hand over the reward of each rank a member reaches, then mark it claimed."
      statuses={tabs}
      status={status}
      onStatusChange={onStatusChange}
      caption={status === 'Claimed' ? 'Claimed rewards' : 'Rewards to hand over'}
      columns={columns}
      list={list}
      rowKey={(reward) => `${reward.member.mySponsorId}/${reward.rankName}`}
      emptyMessage={
        status === 'Claimed'
          ? 'No rewards claimed yet'
          : anyClaimed
            ? 'Every reward has been handed over'
            : 'No member has reached a rank yet'
      }
      noun={['reward', 'rewards']}
      actions={status === 'unclaimed' ? [claim] : []}
      actionable={(reward) => reward.status === 'unclaimed'}
      rowName={(reward) => `${reward.rankName} of ${reward.member.name}`}
      onAction={(_action, reward) => onClaim(reward)}
    />
  );
}
