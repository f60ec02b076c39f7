import type { DirectReferral } from '@contract/tree';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { StatusBadge } from '@/ui/status-badge/status-badge';

export const DIRECT_AFFILIATES_FAILURE = 'Failed to load direct affiliates';

/** On phones each member is a card: the status, then the name, the rest labelled under it. */
const columns: DataTableColumn<DirectReferral>[] = [
  {
    key: 'name',
    header: 'Name',
    narrow: 'keep',
    cell: (row) => <span className="break-words">{row.name}</span>,
  },
  { key: 'mySponsorId', header: 'User ID', kind: 'mono', narrow: 'fold' },
  {
    key: 'mobileNumber',
    header: 'Mobile',
    // 'mono' keeps the cell on one line; the number itself reads best in tabular figures.
    kind: 'mono',
    narrow: 'fold',
    cell: (row) => <span className="tabular">{row.mobileNumber}</span>,
  },
  { key: 'joinedAt', header: 'Joined', kind: 'date', narrow: 'fold' },
  {
    key: 'isActive',
    header: 'Status',
    kind: 'status',
    narrow: 'keep',
    cell: (row) =>
      row.isActive ? (
        <StatusBadge status="Active" tone="accent" />
      ) : (
        <StatusBadge status="Inactive" tone="danger" />
      ),
  },
];

export type DirectAffiliatesViewProps = {
  /** The member's direct referrals; undefined while they load or when they failed. */
  rows: DirectReferral[] | undefined;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** The server's message or 'Failed to load direct affiliates'. */
  error?: string;
};

/** The members the signed-in member referred personally (spec §2 `/userdashboard/directaffilate`). */
export function DirectAffiliatesView({ rows, loading = false, error }: DirectAffiliatesViewProps) {
  const active = rows?.filter((row) => row.isActive).length ?? 0;
  return (
    <div data-slot="direct-affiliates" className="flex min-w-0 flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
        Direct affiliate
      </h1>
      <DataTable
        caption="My direct team"
        columns={columns}
        narrow="cards"
        rows={rows}
        rowKey={(row) => row._id}
        loading={loading}
        error={error}
        emptyMessage="No direct team found"
        footer={
          !error && rows && rows.length > 0 ? (
            <p>
              <span className="font-semibold text-text tabular">{rows.length}</span>{' '}
              {rows.length === 1 ? 'member' : 'members'} ·{' '}
              <span className="font-semibold text-accent tabular">{active}</span> active
            </p>
          ) : undefined
        }
      />
    </div>
  );
}
