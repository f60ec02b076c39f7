import type { AdminOrder, OperatorSummary } from '@contract/admin';
import { Coins, HandCoins, Receipt, TrendingUp, Wallet } from 'lucide-react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { StatCard } from '@/ui/stat-card/stat-card';
import type { ListState } from '@/lib/use-keyset';
import { adminPaths } from '@/features/admin/paths';
import { kindLabel } from '@/features/admin/shared/ledger-kind';
import { MemberCell } from '@/features/admin/shared/member-cell';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import { MonoCell } from '@/features/admin/shared/text-cell';
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
  { key: 'kind', header: 'Kind', kind: 'mono', cell: (entry) => kindLabel(entry.kind) },
  {
    key: 'ref',
    header: 'Reference',
    kind: 'mono',
    cell: (entry) => <MonoCell>{entry.ref}</MonoCell>,
  },
  {
    key: 'amount',
    header: 'Amount (USDT)',
    kind: 'money',
    cell: (entry) => (
      <span className={entry.amount < 0 ? 'text-danger' : 'text-accent'}>
        {entry.amount > 0 ? '+' : ''}
        {formatMoney(entry.amount)}
      </span>
    ),
  },
];

const orderColumns: DataTableColumn<AdminOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    cell: (order) => <MonoCell>{order.order_no}</MonoCell>,
  },
  { key: 'decided_at', header: 'Approved', kind: 'date' },
  {
    key: 'member',
    header: 'Member',
    kind: 'mono',
    cell: (order) => <MemberCell member={order.member} />,
  },
  { key: 'package_name', header: 'Package' },
  { key: 'price', header: 'Price (USDT)', kind: 'money' },
  {
    key: 'channel',
    header: 'Channel',
    kind: 'mono',
    cell: (order) => (order.channel === 'offline' ? 'Offline sale' : 'Deposit'),
  },
];

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
        <StatCard
          label="Float"
          value={operator?.float}
          unit="USDT"
          icon={<Wallet />}
          tone="accent"
          loading={loading}
        />
        <StatCard
          label="Credited"
          value={operator?.credited}
          unit="USDT"
          icon={<Coins />}
          loading={loading}
        />
        <StatCard
          label="Approved orders"
          value={operator?.approvedOrders}
          format="points"
          icon={<Receipt />}
          loading={loading}
        />
        <StatCard
          label="Business"
          value={operator?.business}
          unit="USDT"
          icon={<TrendingUp />}
          loading={loading}
        />
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
