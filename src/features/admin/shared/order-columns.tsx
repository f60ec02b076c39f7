import type { AdminOrder, AdminWithdrawal } from '@contract/admin';
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
