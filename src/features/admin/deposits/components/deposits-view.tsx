import type { AdminOrder } from '@contract/admin';
import type { OrderStatus } from '@contract/money';
import { Check, Image, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { TxHashLink } from '@/ui/chain-status/chain-status';
import { ScreenshotViewer } from '@/ui/screenshot-viewer/screenshot-viewer';
import type { ListState } from '@/lib/use-keyset';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { chainColumns, OrderNo, packageColumn } from '@/features/admin/shared/order-columns';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  decisionColumns,
  OVERRIDE_REASON_FIELD,
  REASON_FIELD,
  statusTabs,
} from '@/features/admin/shared/decisions';
import type { DepositDecision } from '../api/deposits';

export type DepositsViewProps = {
  /** The status tab shown. */
  status: OrderStatus;
  onStatusChange: (status: OrderStatus) => void;
  /** The deposits of that status and their paging. */
  list: ListState<AdminOrder>;
  /** How many deposits wait, shown on the Pending tab. */
  pendingCount?: number;
  /** Runs an approval or a rejection and says how it ended. */
  onDecide: (decision: DepositDecision) => Promise<DecisionOutcome>;
};

function describe(order: AdminOrder) {
  return `${order.member.name} (${order.member.mySponsorId}) · ${order.package_name} · ${formatMoney(order.price)} USDT`;
}

/** The order and its payment's transaction, under the question for a reason. */
function OrderSummary({ order }: { order: AdminOrder }) {
  return (
    <dl className="grid gap-2 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
      <div className="grid gap-1">
        <dt className="text-muted">Order</dt>
        <dd className="break-words text-text">{describe(order)}</dd>
      </div>
      {order.chain && (
        <div className="grid gap-1">
          <dt className="text-muted">Transaction</dt>
          <dd>
            <TxHashLink txHash={order.chain.txHash} href={order.chain.explorerUrl} />
          </dd>
        </div>
      )}
    </dl>
  );
}

const actions: QueueAction<AdminOrder>[] = [
  {
    id: 'approve',
    label: 'Approve',
    variant: 'primary',
    icon: <Check aria-hidden />,
    confirm: (order) => ({
      title: `Approve ${order.order_no}?`,
      description: `${describe(order)}. The package is activated and points and bonuses follow at once.`,
    }),
    // Staff may accept a payment the chain found short, with a reason (decisions §13).
    needsReason: (order) =>
      order.chain?.state === 'mismatch'
        ? `The payment on chain does not match this order: ${order.chain.finding}. Give a reason to approve it anyway.`
        : undefined,
    override: (order, finding) => ({
      title: `Approve ${order.order_no} anyway?`,
      description: finding,
      details: <OrderSummary order={order} />,
      confirmLabel: 'Approve anyway',
      field: OVERRIDE_REASON_FIELD,
    }),
    done: (order) => `${order.order_no} approved.`,
  },
  {
    id: 'reject',
    label: 'Reject',
    variant: 'danger',
    icon: <X aria-hidden />,
    confirm: (order) => ({
      title: `Reject ${order.order_no}?`,
      description: `${describe(order)}. The order is canceled.`,
      field: { ...REASON_FIELD, note: 'The member sees this reason with the canceled order.' },
    }),
    done: (order) => `${order.order_no} rejected.`,
  },
];

/** `/admin/deposits`: package orders to review, with their payment screenshots. */
export function DepositsView({
  status,
  onStatusChange,
  list,
  pendingCount,
  onDecide,
}: DepositsViewProps) {
  const [viewing, setViewing] = useState<AdminOrder>();
  const [viewerOpen, setViewerOpen] = useState(false);

  // The payment's evidence (price, screenshot, the chain's finding), then the decision buttons or,
  // once decided, the decision: all in view beside the sidebar on a laptop (the date sits under
  // the order number, the channel under the package).
  const chain = chainColumns(list.rows);
  const columns: DataTableColumn<AdminOrder>[] = [
    {
      key: 'order_no',
      header: 'Order no',
      kind: 'mono',
      narrow: 'keep',
      cell: (order) => <OrderNo orderNo={order.order_no} date={order.created_at} />,
    },
    memberColumn,
    { key: 'price', header: 'Price (USDT)', kind: 'money', narrow: 'keep' },
    {
      key: 'image_url',
      header: 'Screenshot',
      kind: 'mono',
      cell: (order) =>
        order.image_url ? (
          <Button
            variant="ghost"
            size="sm"
            className="-mx-3 -my-2 text-info"
            aria-label={`View screenshot of ${order.order_no}`}
            onClick={() => {
              setViewing(order);
              setViewerOpen(true);
            }}
          >
            <Image aria-hidden />
            View
          </Button>
        ) : (
          // Positioned, so the screen-reader text stays inside the table's scrolling box.
          <span className="relative text-muted">
            <span aria-hidden>—</span>
            <span className="sr-only">No screenshot</span>
          </span>
        ),
    },
    ...chain,
    ...decisionColumns<AdminOrder>(status, { by: true }),
    packageColumn,
  ];

  return (
    <>
      <QueuePage
        title="Deposits"
        description="Package orders paid in USDT: check the screenshot and what the chain found, then approve or reject."
        statuses={statusTabs(pendingCount)}
        status={status}
        onStatusChange={onStatusChange}
        caption={`${statusTabs().find((tab) => tab.value === status)?.label ?? ''} deposits`}
        columns={columns}
        list={list}
        rowKey={(order) => order.order_no}
        emptyMessage={status === 'pending' ? 'No deposits waiting for review' : 'No deposits found'}
        noun={['deposit', 'deposits']}
        narrow="cards"
        actions={status === 'pending' ? actions : []}
        actionable={(order) => order.status === 'pending'}
        rowName={(order) => order.order_no}
        actionsAfter={chain.length ? 'chain' : 'image_url'}
        onAction={(action, order, value, reason) =>
          onDecide(
            action === 'approve'
              ? { action: 'approve', order, ...(reason === undefined ? {} : { reason }) }
              : { action: 'reject', order, reason: value },
          )
        }
      />
      {viewing?.image_url && (
        <ScreenshotViewer
          open={viewerOpen}
          onOpenChange={setViewerOpen}
          src={viewing.image_url}
          alt={`Payment screenshot of ${viewing.order_no}`}
          title={`Screenshot of ${viewing.order_no}`}
          description={describe(viewing)}
        />
      )}
    </>
  );
}
