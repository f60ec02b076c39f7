import type { scholarshipPayment } from '@contract/admin';
import type { z } from 'zod/mini';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import type { ListState } from '@/lib/use-keyset';
import { adminPaths } from '@/features/admin/paths';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import { formatMonth } from './payouts-view';

export type ScholarshipPayment = z.infer<typeof scholarshipPayment>;

export type ScholarshipMonthViewProps = {
  /** The month as YYYY-MM. */
  month: string;
  /** The month's payments. */
  list: ListState<ScholarshipPayment>;
};

const columns: DataTableColumn<ScholarshipPayment>[] = [
  memberColumn,
  { key: 'order_no', header: 'Order no', kind: 'mono' },
  { key: 'package_name', header: 'Package' },
  { key: 'amount', header: 'Amount (USDT)', kind: 'money' },
];

/** `/admin/scholarships/:month`: the scholarship payments of one month. */
export function ScholarshipMonthView({ month, list }: ScholarshipMonthViewProps) {
  const total = list.rows?.reduce((sum, row) => sum + row.amount, 0);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        back={{ href: adminPaths.payouts, label: 'Payouts' }}
        title={`Scholarships of ${formatMonth(month)}`}
        description={
          total !== undefined && list.rows?.length && !list.hasMore
            ? `${list.rows.length} ${list.rows.length === 1 ? 'payment' : 'payments'} · ${formatMoney(total)} USDT`
            : 'One payment per approved package and month.'
        }
      />
      <PagedTable
        caption="Payments"
        columns={columns}
        list={list}
        rowKey={(row) => row._id}
        emptyMessage="No scholarships were paid this month"
        noun={['payment', 'payments']}
      />
    </div>
  );
}
