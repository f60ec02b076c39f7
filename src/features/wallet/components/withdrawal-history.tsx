import { chainNetwork, explorerUrl, txHashProblem } from '@contract/chain';
import type { WithdrawalOrder } from '@contract/wallet';
import { ChainStatus, TxHashLink } from '@/ui/chain-status/chain-status';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';

export const WITHDRAWALS_EMPTY = 'No withdrawal history found.';
export const WITHDRAWALS_FAILURE = 'Failed to load withdrawal history';

/**
 * The network a payout hash was recorded on, told by its format (Tron without 0x, BSC with it);
 * undefined for a hash of neither, e.g. one recorded before payouts were checked on chain.
 */
const networkOf = (hash: string) =>
  chainNetwork.options.find((network) => txHashProblem(network, hash) === null);

function Details({ order }: { order: WithdrawalOrder }) {
  if (order.chain) {
    return (
      <ChainStatus
        state={order.chain.state}
        text={order.chain.note}
        txHash={order.chain.txHash}
        href={order.chain.explorerUrl}
        className="w-64 max-w-full whitespace-normal"
      />
    );
  }
  if (order.txHash) {
    const network = networkOf(order.txHash);
    return (
      <span className="flex min-w-0 items-baseline gap-1.5">
        <span className="shrink-0 text-xs text-muted">Tx</span>
        {network ? (
          <TxHashLink txHash={order.txHash} href={explorerUrl(network, order.txHash)} />
        ) : (
          <span
            title={order.txHash}
            data-slot="tx-hash"
            className="block max-w-[18ch] truncate font-mono text-[0.8125rem]"
          >
            {order.txHash}
          </span>
        )}
      </span>
    );
  }
  if (order.reason) {
    return (
      <span className="block w-72 max-w-full whitespace-normal break-words text-danger">
        {order.reason}
      </span>
    );
  }
  return <span className="text-muted">—</span>;
}

/** On phones each order is a card: its status on top, number and amount under it, then the rest. */
const columns: DataTableColumn<WithdrawalOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    narrow: 'keep',
    value: (row) => row.order_details.order_no,
  },
  {
    key: 'withdrawal_order_date',
    header: 'Date',
    kind: 'date',
    narrow: 'fold',
    value: (row) => row.order_details.withdrawal_order_date,
  },
  {
    key: 'withdrawal_amount',
    header: 'Amount (USDT)',
    kind: 'money',
    narrow: 'keep',
    value: (row) => row.order_details.withdrawal_amount,
  },
  { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
  {
    key: 'details',
    header: 'Tx hash / reason',
    kind: 'mono',
    narrow: 'fold',
    cell: (row) => <Details order={row} />,
  },
];

export type WithdrawalHistoryProps = {
  /** The member's withdrawal orders; undefined while they load or when they failed. */
  rows: WithdrawalOrder[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The server's message or 'Failed to load withdrawal history'. */
  error?: string;
};

/**
 * The E-Wallet's withdrawal orders: number, date, amount, status and the payout (its check on chain,
 * else its hash linked to the block explorer) or the cancel reason.
 */
export function WithdrawalHistory({ rows, loading = false, error }: WithdrawalHistoryProps) {
  return (
    <DataTable
      caption="Withdrawal history"
      columns={columns}
      narrow="cards"
      rows={rows}
      rowKey={(row) => row._id}
      loading={loading}
      error={error}
      emptyMessage={WITHDRAWALS_EMPTY}
    />
  );
}
