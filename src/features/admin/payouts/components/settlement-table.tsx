import type { Settlement } from '@contract/admin';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatPoints } from '@/ui/lib/format';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import type { ListState } from '@/lib/use-keyset';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { PagedTable } from '@/features/admin/shared/paged-table';

/** Left | right points, aligned on the bar, e.g. '12,000 | 3,500'. */
export function LeftRight({ left, right }: { left: number; right: number }) {
  return (
    <span className="relative inline-grid grid-cols-[1fr_auto_1fr] items-baseline gap-x-1.5 tabular">
      <span className="text-right">{formatPoints(left)}</span>
      <span aria-hidden className="text-muted">
        |
      </span>
      <span className="sr-only">left,</span>
      <span className="text-left">{formatPoints(right)}</span>
      <span className="sr-only">right</span>
    </span>
  );
}

const columns: DataTableColumn<Settlement>[] = [
  memberColumn,
  // The figure that matters first, then how it came about.
  { key: 'payout', header: 'Payout (USDT)', kind: 'money' },
  {
    key: 'carried',
    header: 'Carried L | R',
    kind: 'points',
    cell: (row) => <LeftRight left={row.carriedLeft} right={row.carriedRight} />,
  },
  {
    key: 'period',
    header: 'Period L | R',
    kind: 'points',
    cell: (row) => <LeftRight left={row.periodLeft} right={row.periodRight} />,
  },
  { key: 'matched', header: 'Matched', kind: 'points' },
  { key: 'directBonus', header: 'Direct bonus', kind: 'money' },
  { key: 'teamBonus', header: 'Team bonus', kind: 'money' },
  {
    key: 'capApplied',
    header: 'Cap',
    kind: 'mono',
    cell: (row) =>
      row.capApplied ? (
        <StatusBadge status="Capped" tone="warning" />
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  { key: 'tds', header: 'TDS', kind: 'money' },
];

/** Every member's settlement in a close or in the open period's preview (decisions §6). */
export function SettlementTable({
  caption,
  list,
  emptyMessage,
}: {
  caption: ReactNode;
  list: ListState<Settlement>;
  emptyMessage: ReactNode;
}) {
  return (
    <PagedTable
      caption={caption}
      columns={columns}
      list={list}
      rowKey={(row) => row.member.mySponsorId}
      emptyMessage={emptyMessage}
      noun={['member', 'members']}
    />
  );
}
