import type { AdminOrder, AdminWithdrawal } from '@contract/admin';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import type { ListState } from '@/lib/use-keyset';
import { decisionColumns } from '@/features/admin/shared/decisions';
import { ledgerColumns } from '@/features/admin/shared/ledger-columns';
import {
  addressColumn,
  OrderNo,
  packageColumn,
  txHashColumn,
  withdrawalAmountColumn,
  withdrawalNoColumn,
} from '@/features/admin/shared/order-columns';
import { PagedTable } from '@/features/admin/shared/paged-table';
import type { StatementLine } from '../api/members';

export type MemberTab = 'orders' | 'statement' | 'withdrawals';
export const MEMBER_TABS = ['orders', 'statement', 'withdrawals'] as const;

export type MemberActivityProps = {
  tab: MemberTab;
  onTabChange: (tab: MemberTab) => void;
  /** Only the shown tab's list is fetched; the others may stay loading. */
  orders: ListState<AdminOrder>;
  statement: ListState<StatementLine>;
  withdrawals: ListState<AdminWithdrawal>;
};

const tabs: TabItem<MemberTab>[] = [
  { value: 'orders', label: 'Orders' },
  { value: 'statement', label: 'Ledger statement' },
  { value: 'withdrawals', label: 'Withdrawals' },
];

/** The date under the number, the channel under the package: the tables fit beside the sidebar. */
const orderColumns: DataTableColumn<AdminOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    cell: (order) => <OrderNo orderNo={order.order_no} date={order.created_at} />,
  },
  packageColumn,
  { key: 'price', header: 'Price (USDT)', kind: 'money' },
  ...decisionColumns<AdminOrder>('all', { by: true }),
];

const statementColumns: DataTableColumn<StatementLine>[] = [
  { key: 'date', header: 'Date', kind: 'date' },
  {
    key: 'account',
    header: 'Account',
    kind: 'mono',
    cell: (line) => (line.account === 'hold' ? 'On hold' : 'Wallet'),
  },
  ...ledgerColumns,
];

const withdrawalColumns: DataTableColumn<AdminWithdrawal>[] = [
  withdrawalNoColumn,
  withdrawalAmountColumn,
  addressColumn,
  txHashColumn,
  ...decisionColumns<AdminWithdrawal>('all'),
];

/** The member's orders, ledger statement and withdrawals, one tab at a time. */
export function MemberActivity({
  tab,
  onTabChange,
  orders,
  statement,
  withdrawals,
}: MemberActivityProps) {
  return (
    <section aria-label="Activity" className="min-w-0">
      <Tabs label="Activity" items={tabs} value={tab} onValueChange={onTabChange}>
        {tab === 'orders' && (
          <PagedTable
            caption="Orders"
            columns={orderColumns}
            list={orders}
            rowKey={(order) => order.order_no}
            emptyMessage="No orders yet"
            noun={['order', 'orders']}
          />
        )}
        {tab === 'statement' && (
          <PagedTable
            caption="Ledger statement"
            columns={statementColumns}
            list={statement}
            rowKey={(line) => line._id}
            emptyMessage="No wallet movements yet"
            noun={['entry', 'entries']}
          />
        )}
        {tab === 'withdrawals' && (
          <PagedTable
            caption="Withdrawals"
            columns={withdrawalColumns}
            list={withdrawals}
            rowKey={(withdrawal) => withdrawal.order_no}
            emptyMessage="No withdrawals yet"
            noun={['withdrawal', 'withdrawals']}
          />
        )}
      </Tabs>
    </section>
  );
}
