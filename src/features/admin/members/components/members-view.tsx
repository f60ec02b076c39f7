import type { MemberSummary } from '@contract/admin';
import { Search, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { TextField } from '@/ui/text-field/text-field';
import type { ListState } from '@/lib/use-keyset';
import { MemberCell } from '@/features/admin/shared/member-cell';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import { MemberStatus } from './member-status';

export type MembersViewProps = {
  /** The search applied to the list (from the address); '' lists every member. */
  query: string;
  /** Called with the typed search on Search, and with '' on Clear. */
  onQueryChange: (query: string) => void;
  /** The matching members, newest first, and their paging. */
  list: ListState<MemberSummary>;
};

const columns: DataTableColumn<MemberSummary>[] = [
  {
    key: 'member',
    header: 'Member',
    kind: 'mono',
    cell: (member) => <MemberCell member={member} />,
  },
  { key: 'mobileNumber', header: 'Mobile', kind: 'mono' },
  {
    key: 'email',
    header: 'E-mail',
    kind: 'mono',
    cell: (member) => (
      <span title={member.email} className="block max-w-64 truncate">
        {member.email}
      </span>
    ),
  },
  { key: 'joinedAt', header: 'Joined', kind: 'date' },
  { key: 'personalPoints', header: 'Points', kind: 'points' },
  {
    key: 'status',
    header: 'Status',
    kind: 'mono',
    cell: (member) => <MemberStatus isActive={member.isActive} blocked={member.blocked} />,
  },
];

function SearchForm({ query, onQueryChange }: Pick<MembersViewProps, 'query' | 'onQueryChange'>) {
  const [draft, setDraft] = useState(query);
  const helpId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onQueryChange(draft.trim());
  }

  return (
    <form
      role="search"
      aria-label="Search members"
      onSubmit={submit}
      className="grid min-w-0 gap-2 rounded-lg border border-border bg-surface p-4 shadow-card"
    >
      <div className="flex min-w-0 flex-wrap items-end gap-2">
        <TextField
          className="min-w-0 flex-1 basis-64"
          label="Sponsor ID, name, mobile or e-mail"
          type="search"
          name="q"
          value={draft}
          maxLength={120}
          placeholder="e.g. LT1234567"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={helpId}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <div className="flex gap-2 max-sm:w-full">
          <Button type="submit" className="max-sm:flex-1">
            <Search aria-hidden />
            Search
          </Button>
          {query && (
            <Button
              variant="ghost"
              className="max-sm:flex-1"
              onClick={() => {
                setDraft('');
                onQueryChange('');
              }}
            >
              <X aria-hidden />
              Clear
            </Button>
          )}
        </div>
      </div>
      <p id={helpId} className="text-sm break-words text-muted">
        A name matches from its start; a sponsor ID, mobile number or e-mail must match in full.
      </p>
    </form>
  );
}

/** `/admin/members`: find a member by sponsor ID, name, mobile or e-mail; each row opens their page. */
export function MembersView({ query, onQueryChange, list }: MembersViewProps) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Members"
        description="Search by sponsor ID, name, mobile or e-mail, then open a member's page."
      />
      {/* A new search starts from what the address says (also after Back). */}
      <SearchForm key={query} query={query} onQueryChange={onQueryChange} />
      <PagedTable
        caption={query ? `Members matching “${query}”` : 'All members, newest first'}
        columns={columns}
        list={list}
        rowKey={(member) => member.mySponsorId}
        emptyMessage={query ? `No member matches “${query}”` : 'No members yet'}
        noun={['member', 'members']}
      />
    </div>
  );
}
