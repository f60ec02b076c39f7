import { overrideReason } from '@contract/chain';
import type { OrderStatus } from '@contract/money';
import { ShieldCheck } from 'lucide-react';
import type { ConfirmDialogField } from '@/ui/confirm-dialog/confirm-dialog';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatDate } from '@/ui/lib/format';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import type { TabItem } from '@/ui/tabs/tabs';
import { NoteCell } from './text-cell';

/** The required reason of every rejection (contract: 1-500 characters). */
export const REASON_FIELD: ConfirmDialogField = {
  label: 'Reason',
  multiline: true,
  maxLength: 500,
  requiredMessage: 'Please give a reason.',
};

/**
 * The reason to go on although the chain disagrees (decisions §13: an underpayment accepted, a
 * payout hash that does not match), checked as the contract checks it.
 */
export const OVERRIDE_REASON_FIELD: ConfirmDialogField = {
  label: 'Reason',
  multiline: true,
  maxLength: 500,
  requiredMessage: 'Please say why you go on anyway.',
  validate: (value) => {
    const problem = overrideReason.safeParse(value).error?.issues[0]?.message;
    return problem && `Reason ${problem}.`;
  },
  note: 'Recorded with your decision.',
};

/** Who decided an order the chain verified (decisions §13: the system's actor `chain`). */
export const CHAIN_DECIDER = 'chain';

/** Who decided: staff as the server names them, or the chain in words. */
export function DecidedBy({ by }: { by: string | null | undefined }) {
  if (by !== CHAIN_DECIDER) return <NoteCell>{by}</NoteCell>;
  return (
    <span className="inline-flex items-center gap-1.5 font-medium whitespace-nowrap text-accent">
      <ShieldCheck aria-hidden className="size-4 shrink-0" />
      Verified on chain
    </span>
  );
}

/** The status tabs of the order and withdrawal queues; the count goes on Pending. */
export function statusTabs(pendingCount?: number): TabItem<OrderStatus>[] {
  return [
    { value: 'pending', label: 'Pending', count: pendingCount },
    { value: 'approved', label: 'Approved' },
    { value: 'canceled', label: 'Canceled' },
  ];
}

type Decided = {
  status: string;
  decided_at: string | null;
  reason: string | null;
  decided_by?: string | null;
};

/** A row's status with, once decided, the date and (with `by`) who decided under it. */
function Decision({ row, by }: { row: Decided; by: boolean }) {
  return (
    <span data-slot="decision" className="grid justify-items-start gap-1">
      <StatusBadge status={row.status} />
      {row.decided_at && (
        <span className="text-xs text-muted tabular">{formatDate(row.decided_at)}</span>
      )}
      {by && row.decided_by && (
        <span className="text-xs">
          <DecidedBy by={row.decided_by} />
        </span>
      )}
    </span>
  );
}

/**
 * The columns a decided row adds: its status with the date and who decided under it (one column,
 * so a queue fits beside the sidebar), and a rejection's reason. `shown` is the status the table
 * lists, or 'all' for a table of every status.
 */
export function decisionColumns<Row extends Decided>(
  shown: string,
  { by = false }: { by?: boolean } = {},
): DataTableColumn<Row>[] {
  if (shown === 'pending') return [];
  return [
    {
      key: 'status',
      header: 'Status',
      kind: 'status',
      narrow: 'keep',
      cell: (row: Row) => <Decision row={row} by={by} />,
    },
    ...(shown === 'approved'
      ? []
      : [
          {
            key: 'reason',
            header: 'Reason',
            compact: true,
            narrow: 'fold' as const,
            cell: (row: Row) => <NoteCell>{row.reason}</NoteCell>,
          },
        ]),
  ];
}
