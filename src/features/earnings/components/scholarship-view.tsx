import type { ScholarshipReward } from '@contract/earnings';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';

export const SCHOLARSHIP_FAILURE = 'Failed to load rewards';
export const SCHOLARSHIP_EMPTY = 'No Scholarship available';

/** On phones each payment is a card: its status, then the package and amount, the date under them. */
const columns: DataTableColumn<ScholarshipReward>[] = [
  // `date` is the original client's raw dd/mm/yyyy (decisions §15); the full timestamp reads better here.
  { key: 'creditedAt', header: 'Date', kind: 'date', narrow: 'fold' },
  {
    key: 'package_name',
    header: 'Package',
    narrow: 'keep',
    cell: (row) => <span className="break-words">{row.package_name}</span>,
  },
  { key: 'amount', header: 'Amount (USDT)', kind: 'money', narrow: 'keep' },
  { key: 'status', header: 'Status', kind: 'status', narrow: 'keep' },
];

export type ScholarshipViewProps = {
  /** The member's scholarship payments; undefined while they load or when they failed. */
  rows: ScholarshipReward[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** 'Failed to load rewards'. */
  error?: string;
};

/** `/userdashboard/scholarship`: the All Scholarship table, one row per package and month. */
export function ScholarshipView({ rows, loading = false, error }: ScholarshipViewProps) {
  return (
    <div data-slot="scholarship" className="grid max-w-4xl min-w-0 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Scholarship</h1>
        <p className="text-sm text-muted">
          A monthly share of each education package you hold, credited to your E-Wallet on the 1st.
        </p>
      </div>
      <DataTable
        caption="All Scholarship"
        columns={columns}
        narrow="cards"
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        error={error}
        emptyMessage={SCHOLARSHIP_EMPTY}
      />
    </div>
  );
}
