import { PAID_WITHDRAWALS_CSV_PATH, txHash, type AdminWithdrawal } from '@contract/admin';
import type { OrderStatus } from '@contract/money';
import { Check, FileDown, X } from 'lucide-react';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import type { ListState } from '@/lib/use-keyset';
import {
  decisionColumns,
  OVERRIDE_REASON_FIELD,
  REASON_FIELD,
  statusTabs,
} from '@/features/admin/shared/decisions';
import { memberColumn } from '@/features/admin/shared/member-cell';
import {
  addressColumn,
  chainColumns,
  txHashColumn,
  withdrawalAmountColumn,
  withdrawalNoColumn,
} from '@/features/admin/shared/order-columns';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { WithdrawalDecision } from '../api/withdrawals';

export const TX_HASH_INVALID =
  'Enter the transaction hash: 64 hex characters, optionally starting with 0x.';

export type WithdrawalsViewProps = {
  status: OrderStatus;
  onStatusChange: (status: OrderStatus) => void;
  /** The withdrawals of that status and their paging. */
  list: ListState<AdminWithdrawal>;
  /** How many requests wait, shown on the Pending tab. */
  pendingCount?: number;
  /** Runs a payment or a rejection and says how it ended. */
  onDecide: (decision: WithdrawalDecision) => Promise<DecisionOutcome>;
};

const net = (withdrawal: AdminWithdrawal) => withdrawal.amount - withdrawal.fee;

/** What to send and where; with `txHash`, the payout the admin recorded. */
function Summary({ withdrawal, txHash }: { withdrawal: AdminWithdrawal; txHash?: string }) {
  return (
    <dl className="grid gap-2 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
      <div className="flex flex-wrap justify-between gap-x-4">
        <dt className="text-muted">Send</dt>
        <dd className="font-semibold text-text tabular">{formatMoney(net(withdrawal))} USDT</dd>
      </div>
      <div className="grid gap-1">
        <dt className="text-muted">To the verified address</dt>
        <dd className="font-mono text-[0.8125rem] break-all text-text">
          {withdrawal.walletAddress}
        </dd>
      </div>
      {txHash && (
        <div className="grid gap-1">
          <dt className="text-muted">Transaction hash</dt>
          <dd className="font-mono text-[0.8125rem] break-all text-text">{txHash}</dd>
        </div>
      )}
    </dl>
  );
}

const actions: QueueAction<AdminWithdrawal>[] = [
  {
    id: 'approve',
    label: 'Approve',
    variant: 'primary',
    icon: <Check aria-hidden />,
    confirm: (withdrawal) => ({
      title: `Approve ${withdrawal.order_no}?`,
      description: `Send the USDT to ${withdrawal.member.name} first, then record the transaction hash here.`,
      details: <Summary withdrawal={withdrawal} />,
      field: {
        label: 'Transaction hash',
        mono: true,
        maxLength: 66,
        placeholder: '64 hex characters',
        requiredMessage: 'Please enter the transaction hash.',
        validate: (value) => (txHash.safeParse(value).success ? undefined : TX_HASH_INVALID),
      },
    }),
    // A payout the chain does not find as recorded needs a second word, with a reason (decisions §13).
    override: (withdrawal, finding, hash) => ({
      title: `Approve ${withdrawal.order_no} anyway?`,
      description: finding,
      details: <Summary withdrawal={withdrawal} txHash={hash} />,
      confirmLabel: 'Approve anyway',
      field: OVERRIDE_REASON_FIELD,
    }),
    done: (withdrawal) => `${withdrawal.order_no} approved and marked paid.`,
  },
  {
    id: 'reject',
    label: 'Reject',
    variant: 'danger',
    icon: <X aria-hidden />,
    confirm: (withdrawal) => ({
      title: `Reject ${withdrawal.order_no}?`,
      description: `The held ${formatMoney(withdrawal.amount)} USDT returns to ${withdrawal.member.name}’s wallet.`,
      field: { ...REASON_FIELD, note: 'The member sees this reason.' },
    }),
    done: (withdrawal) => `${withdrawal.order_no} rejected; the amount is back in the wallet.`,
  },
];

/** `/admin/withdrawals`: withdrawal requests to pay (with the transaction hash) or reject. */
export function WithdrawalsView({
  status,
  onStatusChange,
  list,
  pendingCount,
  onDecide,
}: WithdrawalsViewProps) {
  // Fits beside the sidebar on a laptop: the date sits under the order number, the fee under the
  // amount, and a payout checked on chain shows its hash in the On chain column.
  const chain = chainColumns(list.rows);
  const columns: DataTableColumn<AdminWithdrawal>[] = [
    withdrawalNoColumn,
    memberColumn,
    withdrawalAmountColumn,
    // Beside the amount it should match (decisions §13).
    ...chain,
    { ...addressColumn, header: 'Verified address' },
    ...(status === 'approved' && chain.length === 0 ? [txHashColumn] : []),
    ...decisionColumns<AdminWithdrawal>(status),
  ];

  return (
    <QueuePage
      title="Withdrawals"
      description="Send the USDT to the member's verified address, then mark the request paid."
      headerActions={
        <a
          href={PAID_WITHDRAWALS_CSV_PATH}
          download
          className="inline-flex min-h-touch items-center gap-2 rounded border border-border-strong bg-raised px-4 text-sm font-semibold text-text transition-colors hover:border-accent"
        >
          <FileDown aria-hidden className="size-4" />
          Download CSV of paid withdrawals
        </a>
      }
      statuses={statusTabs(pendingCount)}
      status={status}
      onStatusChange={onStatusChange}
      caption={`${statusTabs().find((tab) => tab.value === status)?.label ?? ''} withdrawals`}
      columns={columns}
      list={list}
      rowKey={(withdrawal) => withdrawal.order_no}
      emptyMessage={status === 'pending' ? 'No withdrawals waiting' : 'No withdrawals found'}
      noun={['withdrawal', 'withdrawals']}
      actions={status === 'pending' ? actions : []}
      actionable={(withdrawal) => withdrawal.status === 'pending'}
      rowName={(withdrawal) => withdrawal.order_no}
      onAction={(action, withdrawal, value, reason) =>
        onDecide(
          action === 'approve'
            ? {
                action: 'approve',
                withdrawal,
                txHash: value,
                ...(reason === undefined ? {} : { reason }),
              }
            : { action: 'reject', withdrawal, reason: value },
        )
      }
    />
  );
}
