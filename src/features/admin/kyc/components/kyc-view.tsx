import type { KycItem } from '@contract/admin';
import { BadgeCheck, X } from 'lucide-react';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import type { TabItem } from '@/ui/tabs/tabs';
import type { ListState } from '@/lib/use-keyset';
import { REASON_FIELD } from '@/features/admin/shared/decisions';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import { CopyCell, NoteCell } from '@/features/admin/shared/text-cell';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { KycDecision, KycStatus } from '../api/kyc';

export type KycViewProps = {
  status: KycStatus;
  onStatusChange: (status: KycStatus) => void;
  /** The submissions of that status and their paging. */
  list: ListState<KycItem>;
  /** How many submissions wait, shown on the Pending tab. */
  pendingCount?: number;
  /** Runs a verification or a rejection and says how it ended. */
  onDecide: (decision: KycDecision) => Promise<DecisionOutcome>;
};

const tabs = (pendingCount?: number): TabItem<KycStatus>[] => [
  { value: 'pending', label: 'Pending', count: pendingCount },
  { value: 'verified', label: 'Verified' },
  { value: 'rejected', label: 'Rejected' },
];

const who = (item: KycItem) => `${item.member.name} (${item.member.mySponsorId})`;

const actions: QueueAction<KycItem>[] = [
  {
    id: 'verify',
    label: 'Verify',
    variant: 'primary',
    icon: <BadgeCheck aria-hidden />,
    confirm: (item) => ({
      title: `Verify ${item.member.name}?`,
      description: `Withdrawals of ${who(item)} will be paid to this address.`,
      details: (
        <p className="rounded-lg border border-border bg-raised px-4 py-3 font-mono text-[0.8125rem] break-all text-text">
          {item.walletAddress}
        </p>
      ),
    }),
    done: (item) => `${item.member.name}’s wallet verified.`,
  },
  {
    id: 'reject',
    label: 'Reject',
    variant: 'danger',
    icon: <X aria-hidden />,
    confirm: (item) => ({
      title: `Reject the KYC of ${item.member.name}?`,
      description: `${who(item)} sees 'Rejected' and can submit again.`,
      field: { ...REASON_FIELD, note: 'The member sees this reason.' },
    }),
    done: (item) => `${item.member.name}’s KYC rejected.`,
  },
];

/** `/admin/kyc`: wallet/KYC submissions to verify or reject. */
export function KycView({ status, onStatusChange, list, pendingCount, onDecide }: KycViewProps) {
  const columns: DataTableColumn<KycItem>[] = [
    memberColumn,
    {
      key: 'name',
      header: 'Name',
      compact: true,
      cell: (item) => <span className="break-words">{item.name}</span>,
    },
    {
      key: 'telegramId',
      header: 'Telegram ID',
      kind: 'mono',
      cell: (item) => (
        <span className="block max-w-48 truncate" title={item.telegramId}>
          {item.telegramId}
        </span>
      ),
    },
    {
      key: 'walletAddress',
      header: 'Wallet address',
      kind: 'mono',
      cell: (item) => (
        <CopyCell value={item.walletAddress} label={`Copy wallet address of ${item.member.name}`} />
      ),
    },
    { key: 'submitted_at', header: 'Submitted', kind: 'date' },
    ...(status === 'pending'
      ? []
      : [
          { key: 'decided_at', header: 'Decided', kind: 'date' as const },
          ...(status === 'rejected'
            ? [
                {
                  key: 'reason',
                  header: 'Reason',
                  compact: true,
                  cell: (item: KycItem) => <NoteCell>{item.reason}</NoteCell>,
                },
              ]
            : []),
        ]),
  ];

  return (
    <QueuePage
      title="KYC"
      description="Wallet addresses members submitted for withdrawals: verify or reject them."
      statuses={tabs(pendingCount)}
      status={status}
      onStatusChange={onStatusChange}
      caption={`${tabs().find((tab) => tab.value === status)?.label ?? ''} submissions`}
      columns={columns}
      list={list}
      rowKey={(item) => item._id}
      emptyMessage={status === 'pending' ? 'No KYC submissions waiting' : 'No submissions found'}
      noun={['submission', 'submissions']}
      actions={status === 'pending' ? actions : []}
      actionable={(item) => item.status === 'pending'}
      rowName={(item) => `${item.member.name} (${item.member.mySponsorId})`}
      onAction={(action, item, reason) =>
        onDecide(
          action === 'verify' ? { action: 'verify', item } : { action: 'reject', item, reason },
        )
      }
    />
  );
}
