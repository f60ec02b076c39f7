import { PackagePlus } from 'lucide-react';
import type { MemberOrder } from '@contract/orders';
import { buttonVariants } from '@/ui/button/button';
import { ChainStatus } from '@/ui/chain-status/chain-status';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { RetryButton } from '@/ui/load-alert/load-alert';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { PACKAGES_PATH } from '../paths';

export const ORDERS_FAILURE = 'Failed to load orders';
export const ORDERS_EMPTY = 'No orders found';

/** The status as the server returns it, with an admin's reason and the payment's check on chain. */
function OrderStatus({ order }: { order: MemberOrder }) {
  if (!order.reason && !order.chain) return <StatusBadge status={order.status} />;
  return (
    <div className="grid max-w-72 min-w-48 justify-items-start gap-1 whitespace-normal">
      <StatusBadge status={order.status} />
      {order.reason && <span className="text-xs break-words text-muted">{order.reason}</span>}
      {order.chain && (
        <ChainStatus
          state={order.chain.state}
          text={order.chain.note}
          txHash={order.chain.txHash}
          href={order.chain.explorerUrl}
        />
      )}
    </div>
  );
}

/** On phones each order is a card: its status (and chain check) on top, number and price under it. */
const columns: DataTableColumn<MemberOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    narrow: 'keep',
    value: (row) => row.order_details.order_no,
  },
  {
    key: 'order_date',
    header: 'Date',
    kind: 'date',
    narrow: 'fold',
    value: (row) => row.order_details.order_date,
  },
  {
    key: 'order_price',
    header: 'Price',
    kind: 'money',
    narrow: 'keep',
    cell: (row) => (
      <>
        {formatMoney(row.order_details.order_price)}{' '}
        <span className="text-xs font-normal text-muted">USDT</span>
      </>
    ),
  },
  {
    key: 'package_name',
    header: 'Package',
    narrow: 'fold',
    cell: (row) => <span className="break-words">{row.package_name}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    kind: 'status',
    narrow: 'keep',
    cell: (row) => <OrderStatus order={row} />,
  },
];

export type MyOrdersViewProps = {
  /** The member's orders; undefined while they load or when they failed. */
  rows: MemberOrder[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** 'Failed to load orders' (spec §8) when the history could not be read. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry?: () => void;
};

/** `/userdashboard/reports`: the My Orders table, statuses exactly as the server returns them. */
export function MyOrdersView({ rows, loading = false, error, onRetry }: MyOrdersViewProps) {
  return (
    <div data-slot="my-orders" className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Reports</h1>
          <p className="text-sm text-pretty text-muted">
            Your package orders. A deposit stays pending until the payment is checked.
          </p>
        </div>
        <KitLink
          href={PACKAGES_PATH}
          className={buttonVariants({ variant: 'secondary', className: 'shrink-0' })}
        >
          <PackagePlus aria-hidden />
          Buy a package
        </KitLink>
      </div>
      <DataTable
        caption="My Orders"
        columns={columns}
        narrow="cards"
        rows={rows}
        rowKey={(row) => row.id}
        loading={loading}
        error={error}
        emptyMessage={ORDERS_EMPTY}
        footer={
          error && onRetry ? (
            <RetryButton onRetry={onRetry} />
          ) : !error && rows && rows.length > 0 ? (
            <p>
              <span className="font-semibold text-text tabular">{rows.length}</span>{' '}
              {rows.length === 1 ? 'order' : 'orders'}
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
