import { NETWORK_LABELS, type ChainTransfer } from '@contract/chain';
import { Link } from 'lucide-react';
import { TxHashLink } from '@/ui/chain-status/chain-status';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatDateTime, formatMoney } from '@/ui/lib/format';
import type { ListState } from '@/lib/use-keyset';
import { PageHeader } from '@/features/admin/shared/page-header';
import { QueueTable, type QueueAction } from '@/features/admin/shared/queue-table';
import { CopyCell } from '@/features/admin/shared/text-cell';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';

export type TransfersViewProps = {
  /** The unmatched transfers, newest first, and their paging. */
  list: ListState<ChainTransfer>;
  /** Names the order a transfer paid for; resolves with the server's words. */
  onAssign: (transfer: ChainTransfer, orderNo: string) => Promise<DecisionOutcome>;
};

const received = (transfer: ChainTransfer) => (
  <span className="whitespace-nowrap tabular">{formatDateTime(transfer.at)}</span>
);

/** What was received, where from and when, under the question of the order. */
function TransferSummary({ transfer }: { transfer: ChainTransfer }) {
  return (
    <dl className="grid gap-2 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt className="text-muted">Received</dt>
        <dd className="text-text">{received(transfer)}</dd>
      </div>
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt className="text-muted">Network</dt>
        <dd className="text-text">{NETWORK_LABELS[transfer.network]}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted">From</dt>
        <dd className="font-mono text-[0.8125rem] break-all text-text">{transfer.from}</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted">Transaction</dt>
        <dd>
          <TxHashLink txHash={transfer.txHash} href={transfer.explorerUrl} />
        </dd>
      </div>
    </dl>
  );
}

const actions: QueueAction<ChainTransfer>[] = [
  {
    id: 'assign',
    label: 'Assign to order',
    variant: 'primary',
    icon: <Link aria-hidden />,
    confirm: (transfer) => ({
      title: `Assign ${formatMoney(transfer.amount)} USDT to an order?`,
      description:
        'The order gets this transaction and is checked on chain like any payment: when it matches, the order is approved.',
      details: <TransferSummary transfer={transfer} />,
      confirmLabel: 'Assign',
      field: {
        label: 'Order number',
        mono: true,
        maxLength: 32,
        placeholder: 'ORD-000042',
        requiredMessage: 'Please enter the order number.',
        note: 'The pending deposit this transfer paid for.',
      },
    }),
    done: () => 'Transfer assigned.',
  },
];

const columns: DataTableColumn<ChainTransfer>[] = [
  { key: 'amount', header: 'Amount (USDT)', kind: 'money', narrow: 'keep' },
  {
    key: 'txHash',
    header: 'Transaction',
    value: (transfer) => NETWORK_LABELS[transfer.network],
    // The network over its hash: one column, so the table fits a 1280 px screen beside the sidebar.
    cell: (transfer) => (
      <span className="grid min-w-0 gap-0.5">
        <span className="whitespace-nowrap">{NETWORK_LABELS[transfer.network]}</span>
        <TxHashLink txHash={transfer.txHash} href={transfer.explorerUrl} />
      </span>
    ),
  },
  { key: 'at', header: 'Received', kind: 'date', value: received },
  {
    key: 'from',
    header: 'From',
    kind: 'mono',
    cell: (transfer) => (
      <CopyCell
        value={transfer.from}
        label={`Copy the sender of the ${formatMoney(transfer.amount)} USDT received ${formatDateTime(transfer.at)}`}
      />
    ),
  },
];

/**
 * `/admin/transfers`: USDT that reached our deposit addresses with no order naming its hash
 * (decisions §13), e.g. a member who paid but left the hash out; each can be assigned to its order.
 */
export function TransfersView({ list, onAssign }: TransfersViewProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Transfers"
        description="USDT received on our deposit addresses that no order names. Assign one to the order it paid for, and the chain checks it like any payment."
      />
      <QueueTable
        caption="Unmatched transfers"
        columns={columns}
        list={list}
        rowKey={(transfer) => `${transfer.network}:${transfer.txHash}`}
        emptyMessage={
          <>
            No unmatched transfers
            <span className="mt-1 block font-normal">
              Every USDT transfer to our deposit addresses is named by an order.
            </span>
          </>
        }
        noun={['transfer', 'transfers']}
        narrow="cards"
        actions={actions}
        rowName={(transfer) =>
          `${formatMoney(transfer.amount)} USDT received ${formatDateTime(transfer.at)}`
        }
        onAction={(_action, transfer, orderNo) => onAssign(transfer, orderNo)}
      />
    </div>
  );
}
