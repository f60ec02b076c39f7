import type { WalletHistoryEntry } from '@contract/operator';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { cn } from '@/ui/lib/cn';
import { formatMoney } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';

export const WALLET_HISTORY_EMPTY = 'No wallet history yet';
export const WALLET_HISTORY_FAILURE = 'Could not load wallet history';

/** A signed amount as the float sees it: `+5,000.00` in, `−500.00` out. */
const signed = (amount: number) => `${amount < 0 ? '\u2212' : '+'}${formatMoney(Math.abs(amount))}`;

function Movement({ row }: { row: WalletHistoryEntry }) {
  if (!row.order) {
    return (
      <span className="grid basis-full gap-0.5">
        <span className="font-medium text-text">Float credit</span>
        <span className="text-xs text-muted">Funded by an admin</span>
      </span>
    );
  }
  return (
    <span className="grid min-w-0 basis-full gap-0.5">
      <span className="font-medium break-words text-text">Sale: {row.order.package_name}</span>
      <span className="text-xs break-words text-muted">
        <span className="font-mono">{row.order.order_no}</span> · {row.order.member.name} (
        <span className="font-mono">{row.order.member.mySponsorId}</span>)
      </span>
    </span>
  );
}

const columns: DataTableColumn<WalletHistoryEntry>[] = [
  // `date` is the original client's raw day (decisions §15); the full timestamp reads better here.
  { key: 'at', header: 'Date', kind: 'date', narrow: 'keep' },
  { key: 'movement', header: 'Details', cell: (row) => <Movement row={row} />, narrow: 'keep' },
  {
    key: 'amount',
    header: 'Amount (USDT)',
    align: 'right',
    cell: (row) => (
      <span className={cn('font-semibold tabular', row.amount < 0 ? 'text-danger' : 'text-accent')}>
        {signed(row.amount)}
      </span>
    ),
  },
  { key: 'balance', header: 'Balance (USDT)', kind: 'money' },
];

export type WalletHistoryViewProps = {
  /** The float's ledger entries, newest first; undefined while they load. */
  rows: WalletHistoryEntry[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The read failed: spec §8 only logs it, so the table stays empty with a small note. */
  failed?: boolean;
  /** Reads the history again after a failure. */
  onRetry?: () => void;
};

/**
 * `/topupdashboard/wallethistory`: every movement of the operator's float (decisions §8), the
 * admins' credits and the offline sales paid from it, each with the balance it left.
 */
export function WalletHistoryView({
  rows,
  loading = false,
  failed = false,
  onRetry,
}: WalletHistoryViewProps) {
  const newest = rows?.[0];
  return (
    <div data-slot="wallet-history" className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Wallet history
        </h1>
        <p className="text-sm text-muted">
          Every credit to your float and every sale paid from it, newest first, with the balance
          after each.
        </p>
      </div>
      <DataTable
        caption="Float movements"
        columns={columns}
        rows={failed ? [] : rows}
        rowKey={(row) => row._id}
        loading={!failed && loading}
        emptyMessage={WALLET_HISTORY_EMPTY}
        narrow="cards"
        className="max-w-4xl"
        footer={
          failed ? (
            <LoadAlert variant="quiet" message={WALLET_HISTORY_FAILURE} onRetry={onRetry} />
          ) : rows && newest ? (
            <p className="flex flex-wrap justify-between gap-x-4 gap-y-1">
              <span>
                <span className="font-semibold text-text tabular">{rows.length}</span>{' '}
                {rows.length === 1 ? 'movement' : 'movements'}
              </span>
              <span>
                Float now{' '}
                <span className="font-semibold text-text tabular">
                  {formatMoney(newest.balance)}
                </span>{' '}
                USDT
              </span>
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
