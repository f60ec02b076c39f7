import type { AdminOrder } from '@contract/admin';
import type { OrderStatus } from '@contract/money';
import { Check, Image, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { ScreenshotViewer } from '@/ui/screenshot-viewer/screenshot-viewer';
import type { ListState } from '@/lib/use-keyset';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { channelColumn } from '@/features/admin/shared/order-columns';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { decisionColumns, REASON_FIELD, statusTabs } from '@/features/admin/shared/decisions';
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
  onDecide: (decision: DepositDecision) => Promise<ActionOutcome>;
};

function describe(order: AdminOrder) {
  return `${order.member.name} (${order.member.mySponsorId}) · ${order.package_name} · ${formatMoney(order.price)} USDT`;
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

  const columns: DataTableColumn<AdminOrder>[] = [
    { key: 'order_no', header: 'Order no', kind: 'mono' },
    { key: 'created_at', header: 'Date', kind: 'date' },
    memberColumn,
    {
      key: 'package_name',
      header: 'Package',
      cell: (order) => <span className="break-words">{order.package_name}</span>,
    },
    { key: 'price', header: 'Price (USDT)', kind: 'money' },
    channelColumn,
    {
      key: 'image_url',
      header: 'Screenshot',
      kind: 'mono',
      cell: (order) =>
        order.image_url ? (
          <Button
            variant="ghost"
            size="sm"
            className="-my-2 text-info"
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
    ...decisionColumns<AdminOrder>(status, { by: true }),
  ];

  return (
    <>
      <QueuePage
        title="Deposits"
        description="Package orders paid in USDT: check the screenshot, then approve or reject."
        statuses={statusTabs(pendingCount)}
        status={status}
        onStatusChange={onStatusChange}
        caption={`${statusTabs().find((tab) => tab.value === status)?.label ?? ''} deposits`}
        columns={columns}
        list={list}
        rowKey={(order) => order.order_no}
        emptyMessage={status === 'pending' ? 'No deposits waiting for review' : 'No deposits found'}
        noun={['deposit', 'deposits']}
        actions={status === 'pending' ? actions : []}
        actionable={(order) => order.status === 'pending'}
        rowName={(order) => order.order_no}
        onAction={(action, order, reason) =>
          onDecide(
            action === 'approve'
              ? { action: 'approve', order }
              : { action: 'reject', order, reason },
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
