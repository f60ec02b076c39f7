import type { WeeklyEarning } from '@contract/earnings';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';

export const PAYOUTS_FAILURE = 'Failed to fetch payouts';
export const PAYOUTS_EMPTY = 'No payouts available';

/** On phones each week is a card: the week and its payout on top, the two bonuses under them. */
const columns: DataTableColumn<WeeklyEarning>[] = [
  { key: 'week', header: 'Week', kind: 'date', narrow: 'keep' },
  { key: 'directSalesBonus', header: 'Direct bonus (USDT)', kind: 'money', narrow: 'fold' },
  { key: 'teamSalesBonus', header: 'Team bonus (USDT)', kind: 'money', narrow: 'fold' },
  { key: 'payoutAmount', header: 'Payout amount (USDT)', kind: 'money', narrow: 'keep' },
];

const sum = (rows: WeeklyEarning[], pick: (row: WeeklyEarning) => number) =>
  rows.reduce((total, row) => total + pick(row), 0);

function Totals({ rows }: { rows: WeeklyEarning[] }) {
  const totals = [
    { label: 'Direct bonus', value: sum(rows, (row) => row.directSalesBonus) },
    { label: 'Team bonus', value: sum(rows, (row) => row.teamSalesBonus) },
    { label: 'Payout amount', value: sum(rows, (row) => row.payoutAmount), strong: true },
  ];
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-2">
      <p className="font-semibold text-text">
        Total{' '}
        <span className="font-normal text-muted">
          · {rows.length} {rows.length === 1 ? 'week' : 'weeks'}
        </span>
      </p>
      <dl data-slot="payout-totals" className="flex flex-wrap gap-x-6 gap-y-2">
        {totals.map(({ label, value, strong }) => (
          <div key={label} className="flex items-baseline gap-2">
            <dt>{label}</dt>
            <dd
              className={
                strong ? 'font-semibold text-accent tabular' : 'font-medium text-text tabular'
              }
            >
              {formatMoney(value)} USDT
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export type WeeklyPayoutViewProps = {
  /** The member's weekly payouts; undefined while they load or when they failed. */
  rows: WeeklyEarning[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The server's message or 'Failed to fetch payouts'. */
  error?: string;
};

/** `/userdashboard/weeklypayout`: one row per weekly close, with the totals under the table. */
export function WeeklyPayoutView({ rows, loading = false, error }: WeeklyPayoutViewProps) {
  return (
    <div data-slot="weekly-payout" className="grid max-w-5xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Weekly payout
        </h1>
        <p className="text-sm text-muted">
          Your bonuses, credited to your E-Wallet at each Monday close. The payout amount is after
          tax deducted at source.
        </p>
      </div>
      <DataTable
        caption="Weekly payouts"
        columns={columns}
        narrow="cards"
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        error={error}
        emptyMessage={PAYOUTS_EMPTY}
        footer={!error && rows && rows.length > 0 ? <Totals rows={rows} /> : undefined}
      />
    </div>
  );
}
