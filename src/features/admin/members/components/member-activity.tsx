import type { AdminOrder, AdminWithdrawal } from '@contract/admin';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import type { ListState } from '@/lib/use-keyset';
import { kindLabel } from '@/features/admin/shared/ledger-kind';
import { PagedTable } from '@/features/admin/shared/paged-table';
import { CopyCell, MonoCell, NoteCell } from '@/features/admin/shared/text-cell';
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

const orderColumns: DataTableColumn<AdminOrder>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    cell: (order) => <MonoCell>{order.order_no}</MonoCell>,
  },
  { key: 'created_at', header: 'Date', kind: 'date' },
  { key: 'package_name', header: 'Package' },
  { key: 'price', header: 'Price (USDT)', kind: 'money' },
  {
    key: 'channel',
    header: 'Channel',
    kind: 'mono',
    cell: (order) => (order.channel === 'offline' ? 'Offline sale' : 'Deposit'),
  },
  { key: 'status', header: 'Status', kind: 'status' },
  { key: 'decided_at', header: 'Decided', kind: 'date' },
  {
    key: 'decided_by',
    header: 'By',
    cell: (order) => <NoteCell>{order.decided_by}</NoteCell>,
  },
  { key: 'reason', header: 'Reason', cell: (order) => <NoteCell>{order.reason}</NoteCell> },
];

const statementColumns: DataTableColumn<StatementLine>[] = [
  { key: 'date', header: 'Date', kind: 'date' },
  {
    key: 'account',
    header: 'Account',
    kind: 'mono',
    cell: (line) => (line.account === 'hold' ? 'On hold' : 'Wallet'),
  },
  { key: 'kind', header: 'Kind', kind: 'mono', cell: (line) => kindLabel(line.kind) },
  {
    key: 'ref',
    header: 'Reference',
    kind: 'mono',
    cell: (line) => <MonoCell>{line.ref}</MonoCell>,
  },
  {
    key: 'amount',
    header: 'Amount (USDT)',
    kind: 'money',
    cell: (line) => (
      <span className={line.amount < 0 ? 'text-danger' : 'text-accent'}>
        {line.amount > 0 ? '+' : ''}
        {formatMoney(line.amount)}
      </span>
    ),
  },
];

const withdrawalColumns: DataTableColumn<AdminWithdrawal>[] = [
  {
    key: 'order_no',
    header: 'Order no',
    kind: 'mono',
    cell: (withdrawal) => <MonoCell>{withdrawal.order_no}</MonoCell>,
  },
  { key: 'created_at', header: 'Date', kind: 'date' },
  { key: 'amount', header: 'Amount (USDT)', kind: 'money' },
  { key: 'fee', header: 'Fee (USDT)', kind: 'money' },
  { key: 'status', header: 'Status', kind: 'status' },
  {
    key: 'walletAddress',
    header: 'Address',
    kind: 'mono',
    cell: (withdrawal) => (
      <CopyCell
        value={withdrawal.walletAddress}
        label={`Copy the address of ${withdrawal.order_no}`}
      />
    ),
  },
  {
    key: 'txHash',
    header: 'Transaction hash',
    kind: 'mono',
    cell: (withdrawal) =>
      withdrawal.txHash ? (
        <CopyCell
          value={withdrawal.txHash}
          label={`Copy the transaction hash of ${withdrawal.order_no}`}
        />
      ) : (
        <span className="text-muted">—</span>
      ),
  },
  { key: 'decided_at', header: 'Decided', kind: 'date' },
  {
    key: 'reason',
    header: 'Reason',
    cell: (withdrawal) => <NoteCell>{withdrawal.reason}</NoteCell>,
  },
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
