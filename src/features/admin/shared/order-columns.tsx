import type { AdminOrder, AdminWithdrawal } from '@contract/admin';
import type { ChainCheck } from '@contract/chain';
import { ChainStatus } from '@/ui/chain-status/chain-status';
import { formatDate, formatMoney } from '@/ui/lib/format';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { CopyCell } from './text-cell';

const channels = { deposit: 'Deposit', offline: 'Offline sale' } as const;

/** How a package order was paid: a member's deposit or an operator's offline sale. */
export const channelColumn: DataTableColumn<Pick<AdminOrder, 'channel'>> = {
  key: 'channel',
  header: 'Channel',
  // 'mono' keeps the cell on one line; the words themselves are plain text.
  kind: 'mono',
  cell: (order) => channels[order.channel],
};

/** An order's or withdrawal's number with the date it was placed under it (one column). */
export function OrderNo({ orderNo, date }: { orderNo: string; date: string }) {
  return (
    <span className="grid gap-0.5">
      <span className="font-mono text-[0.8125rem]">{orderNo}</span>
      <span className="text-xs font-normal text-muted tabular">{formatDate(date)}</span>
    </span>
  );
}

/** The package of an order with how it was paid (a deposit or an offline sale) under it. */
export const packageColumn: DataTableColumn<Pick<AdminOrder, 'package_name' | 'channel'>> = {
  key: 'package_name',
  header: 'Package',
  compact: true,
  cell: (order) => (
    <span className="grid gap-0.5">
      <span className="break-words">{order.package_name}</span>
      <span className="text-xs text-muted">{channels[order.channel]}</span>
    </span>
  ),
};

/** A withdrawal's number with the date it was requested under it. */
export const withdrawalNoColumn: DataTableColumn<AdminWithdrawal> = {
  key: 'order_no',
  header: 'Order no',
  kind: 'mono',
  cell: (withdrawal) => <OrderNo orderNo={withdrawal.order_no} date={withdrawal.created_at} />,
};

/** A withdrawal's amount with its fee under it (one column, so the queue fits at 1280 px). */
export const withdrawalAmountColumn: DataTableColumn<AdminWithdrawal> = {
  key: 'amount',
  header: 'Amount (USDT)',
  kind: 'money',
  cell: (withdrawal) => (
    <span className="grid gap-0.5">
      <span>{formatMoney(withdrawal.amount)}</span>
      <span className="text-xs font-normal text-muted">Fee {formatMoney(withdrawal.fee)}</span>
    </span>
  ),
};

/** The address a withdrawal is paid to, cut short with a copy button. */
export const addressColumn: DataTableColumn<AdminWithdrawal> = {
  key: 'walletAddress',
  header: 'Address',
  kind: 'mono',
  cell: (withdrawal) => (
    <CopyCell
      value={withdrawal.walletAddress}
      label={`Copy the address of ${withdrawal.order_no}`}
    />
  ),
};

/** The transaction that paid a withdrawal, with a copy button; a dash until it is paid. */
export const txHashColumn: DataTableColumn<AdminWithdrawal> = {
  key: 'txHash',
  header: 'Transaction hash',
  kind: 'mono',
  cell: (withdrawal) =>
    withdrawal.txHash ? (
      <CopyCell
        value={withdrawal.txHash}
        label={`Copy the transaction hash of ${withdrawal.order_no}`}
      />
    ) : (
      <span className="text-muted">—</span>
    ),
};

/**
 * What the chain says of a payment's hash (decisions §13): the staff's finding and the hash linked
 * to the block explorer; a dash where no hash was given.
 */
export const chainColumn: DataTableColumn<{ chain?: ChainCheck | null }> = {
  key: 'chain',
  header: 'On chain',
  cell: ({ chain }) =>
    chain ? (
      <ChainStatus
        state={chain.state}
        text={chain.finding}
        txHash={chain.txHash}
        href={chain.explorerUrl}
        className="max-w-64"
      />
    ) : (
      // Positioned, so the screen-reader text stays inside the table's scrolling box.
      <span className="relative text-muted">
        <span aria-hidden>—</span>
        <span className="sr-only">No transaction hash</span>
      </span>
    ),
};

/** The chain column where a listed row was checked on chain; lists from before §13 go without. */
export const chainColumns = (rows: readonly { chain?: ChainCheck | null }[] | undefined) =>
  rows?.some((row) => row.chain) ? [chainColumn] : [];
