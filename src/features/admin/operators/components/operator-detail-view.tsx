import type { AdminOrder, OperatorSummary } from '@contract/admin';
import { Coins, HandCoins, Receipt, TrendingUp, Wallet } from 'lucide-react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { StatCard, type StatCardProps } from '@/ui/stat-card/stat-card';
import type { ListState } from '@/lib/use-keyset';
import { adminPaths } from '@/features/admin/paths';
import { ledgerColumns } from '@/features/admin/shared/ledger-columns';
import { memberColumn } from '@/features/admin/shared/member-cell';
import { channelColumn } from '@/features/admin/shared/order-columns';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { FloatCredit } from '../api/operators';
import { useFundFloat } from './fund-float-dialog';

export type FloatEntry = { _id: string; date: string; amount: number; ref: string; kind: string };

export type OperatorDetailViewProps = {
  /** The operator's ID from the address. */
  operatorId: string;
  /** Their summary; undefined while it loads or when they are not in the list. */
  operator?: OperatorSummary;
  /** The float's credits and debits. */
  float: ListState<FloatEntry>;
  /** The orders the operator approved. */
  orders: ListState<AdminOrder>;
  onFund: (credit: FloatCredit) => Promise<ActionOutcome>;
};

const floatColumns: DataTableColumn<FloatEntry>[] = [
  { key: 'date', header: 'Date', kind: 'date' },
  ...ledgerColumns,
];

const orderColumns: DataTableColumn<AdminOrder>[] = [
  { key: 'order_no', header: 'Order no', kind: 'mono' },
  { key: 'decided_at', header: 'Approved', kind: 'date' },
  memberColumn,
  { key: 'package_name', header: 'Package' },
  { key: 'price', header: 'Price (USDT)', kind: 'money' },
  channelColumn,
];

type Figure = Pick<StatCardProps, 'value' | 'format' | 'unit' | 'icon' | 'tone'> & {
  label: string;
};

function figures(operator: OperatorSummary | undefined): Figure[] {
  return [
    { label: 'Float', value: operator?.float, unit: 'USDT', icon: <Wallet />, tone: 'accent' },
    { label: 'Credited', value: operator?.credited, unit: 'USDT', icon: <Coins /> },
    {
      label: 'Approved orders',
      value: operator?.approvedOrders,
      format: 'points',
      icon: <Receipt />,
    },
    { label: 'Business', value: operator?.business, unit: 'USDT', icon: <TrendingUp /> },
  ];
}

/** `/admin/operators/:id`: one operator's figures, float history and approved orders. */
export function OperatorDetailView({
  operatorId,
  operator,
  float,
  orders,
  onFund,
}: OperatorDetailViewProps) {
  const fund = useFundFloat(onFund);
  const loading = !operator;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        back={{ href: adminPaths.operators, label: 'Operators' }}
        title={operator?.name ?? `Operator ${operatorId}`}
        description={operator?.email}
        actions={
          <Button
            variant="secondary"
            disabled={!operator}
            onClick={() => operator && fund.start(operator)}
          >
            <HandCoins aria-hidden />
            Fund float
          </Button>
        }
      />
      <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {figures(operator).map((figure) => (
          <StatCard key={figure.label} {...figure} loading={loading} />
        ))}
      </div>
      <PagedTable
        caption="Float history"
        columns={floatColumns}
        list={float}
        rowKey={(entry) => entry._id}
        emptyMessage="No float movements yet"
        noun={['movement', 'movements']}
      />
      <PagedTable
        caption="Orders they approved"
        columns={orderColumns}
        list={orders}
        rowKey={(order) => order.order_no}
        emptyMessage="No approved orders yet"
        noun={['order', 'orders']}
      />
      {fund.dialog}
    </div>
  );
}
