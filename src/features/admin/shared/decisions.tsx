import type { OrderStatus } from '@contract/money';
import type { ConfirmDialogField } from '@/ui/confirm-dialog/confirm-dialog';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import type { TabItem } from '@/ui/tabs/tabs';
import { NoteCell } from './text-cell';

/** The required reason of every rejection (contract: 1-500 characters). */
export const REASON_FIELD: ConfirmDialogField = {
  label: 'Reason',
  multiline: true,
  maxLength: 500,
  requiredMessage: 'Please give a reason.',
};

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

/**
 * The columns a decided row adds: its status and date, who decided, and a rejection's reason.
 * `shown` is the status the table lists, or 'all' for a table of every status.
 */
export function decisionColumns<Row extends Decided>(
  shown: string,
  { by = false }: { by?: boolean } = {},
): DataTableColumn<Row>[] {
  if (shown === 'pending') return [];
  return [
    { key: 'status', header: 'Status', kind: 'status' },
    { key: 'decided_at', header: 'Decided', kind: 'date' },
    ...(by
      ? [
          {
            key: 'decided_by',
            header: 'By',
            cell: (row: Row) => <NoteCell>{row.decided_by}</NoteCell>,
          },
        ]
      : []),
    ...(shown === 'approved'
      ? []
      : [
          {
            key: 'reason',
            header: 'Reason',
            cell: (row: Row) => <NoteCell>{row.reason}</NoteCell>,
          },
        ]),
  ];
}
