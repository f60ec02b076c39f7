import type { WalletHistoryEntry } from '@contract/operator';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';

export const WALLET_HISTORY_EMPTY = 'No wallet history yet';
export const WALLET_HISTORY_FAILURE = 'Could not load wallet history';

const columns: DataTableColumn<WalletHistoryEntry>[] = [
  // `date` is the original client's raw day (decisions §15); the full timestamp reads better here.
  { key: 'creditedAt', header: 'Date', kind: 'date' },
  { key: 'amount', header: 'Amount (USDT)', kind: 'money' },
];

export type WalletHistoryViewProps = {
  /** The credits to the operator's float, newest first; undefined while they load. */
  rows: WalletHistoryEntry[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The read failed: spec §8 only logs it, so the table stays empty with a small note. */
  failed?: boolean;
  /** Reads the history again after a failure. */
  onRetry?: () => void;
};

/** `/topupdashboard/wallethistory`: each time an admin funded the operator's float (decisions §8). */
export function WalletHistoryView({
  rows,
  loading = false,
  failed = false,
  onRetry,
}: WalletHistoryViewProps) {
  const total = rows?.reduce((sum, row) => sum + row.amount, 0) ?? 0;
  return (
    <div data-slot="wallet-history" className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Wallet history
        </h1>
        <p className="text-sm text-muted">Every credit to your float, newest first.</p>
      </div>
      <DataTable
        caption="Float credits"
        columns={columns}
        rows={failed ? [] : rows}
        rowKey={(row) => row._id}
        loading={!failed && loading}
        emptyMessage={WALLET_HISTORY_EMPTY}
        className="max-w-2xl"
        footer={
          failed ? (
            <LoadAlert variant="quiet" message={WALLET_HISTORY_FAILURE} onRetry={onRetry} />
          ) : rows && rows.length > 0 ? (
            <p className="flex justify-between gap-4">
              <span>
                <span className="font-semibold text-text tabular">{rows.length}</span>{' '}
                {rows.length === 1 ? 'credit' : 'credits'}
              </span>
              <span>
                Total <span className="font-semibold text-text tabular">{formatMoney(total)}</span>{' '}
                USDT
              </span>
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
