import { ExternalLink } from 'lucide-react';
import type { ApprovedOrder } from '@contract/orders';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { formatDate, formatMoney } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';

export const APPROVED_ORDERS_EMPTY = 'No approved orders yet';
export const APPROVED_ORDERS_FAILURE = 'Could not load orders';

/**
 * Fits beside the sidebar at 1280 px: the date sits under the order number and the member's ID
 * under their name. On phones each order is a card: status first, number and price, the rest
 * labelled under them.
 */
const columns: DataTableColumn<ApprovedOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    narrow: 'keep',
    cell: (row) => (
      <span className="grid gap-0.5">
        <span className="font-mono text-[0.8125rem]">{row.order_details.order_no}</span>
        <span className="text-xs font-normal text-muted tabular">
          {formatDate(row.order_details.order_date)}
        </span>
      </span>
    ),
  },
  {
    key: 'member',
    header: 'Member',
    kind: 'mono',
    narrow: 'fold',
    cell: (row) => (
      <span className="grid max-w-48 gap-0.5 whitespace-normal">
        <span className="font-medium break-words">{row.user_details.user_name}</span>
        <span className="font-mono text-xs text-muted">{row.user_details.user_mySponsor_id}</span>
      </span>
    ),
  },
  {
    key: 'package_name',
    header: 'Package',
    narrow: 'fold',
    cell: (row) => <span className="break-words">{row.package_name}</span>,
  },
  {
    key: 'order_price',
    header: 'Price (USDT)',
    kind: 'money',
    narrow: 'keep',
    value: (row) => row.order_details.order_price,
  },
  { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
  {
    key: 'image_url',
    header: 'Screenshot',
    kind: 'mono',
    narrow: 'fold',
    cell: (row) =>
      row.image_url ? (
        <a
          href={row.image_url}
          target="_blank"
          rel="noopener noreferrer"
          className="relative -my-2.5 inline-flex min-h-touch items-center gap-1.5 font-medium text-info underline-offset-4 hover:underline"
        >
          View
          <span className="sr-only">
            {' '}
            screenshot of {row.order_details.order_no} (opens in a new tab)
          </span>
          <ExternalLink aria-hidden className="size-3.5" />
        </a>
      ) : (
        <span className="relative text-muted">
          <span aria-hidden>—</span>
          <span className="sr-only">No screenshot (offline sale)</span>
        </span>
      ),
  },
];

export type ApprovedOrdersViewProps = {
  /** The approved orders, newest first; undefined while they load. */
  rows: ApprovedOrder[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The read failed: spec §8 only logs it, so the table stays empty with a small note. */
  failed?: boolean;
  /** Reads the orders again after a failure. */
  onRetry?: () => void;
};

/** `/topupdashboard/customersubscription`: every approved package order (spec §2, §3). */
export function ApprovedOrdersView({
  rows,
  loading = false,
  failed = false,
  onRetry,
}: ApprovedOrdersViewProps) {
  const shown = failed ? [] : rows;
  const total = rows?.reduce((sum, row) => sum + row.order_details.order_price, 0) ?? 0;
  return (
    <div data-slot="approved-orders" className="flex min-w-0 flex-col gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Customer subscription details
        </h1>
        <p className="text-sm text-muted">Approved package orders, newest first.</p>
      </div>
      <DataTable
        caption="Approved orders"
        columns={columns}
        narrow="cards"
        rows={shown}
        rowKey={(row) => row._id}
        loading={!failed && loading}
        emptyMessage={APPROVED_ORDERS_EMPTY}
        footer={
          failed ? (
            <LoadAlert variant="quiet" message={APPROVED_ORDERS_FAILURE} onRetry={onRetry} />
          ) : rows && rows.length > 0 ? (
            <p>
              <span className="font-semibold text-text tabular">{rows.length}</span>{' '}
              {rows.length === 1 ? 'order' : 'orders'} ·{' '}
              <span className="font-semibold text-text tabular">{formatMoney(total)}</span> USDT
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
