import type { AuditEvent } from '@contract/admin';
import { ArrowLeftRight, ChevronRight, Inbox, ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { formatDateTime, formatMoney } from '@/ui/lib/format';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Pagination } from '@/ui/pagination/pagination';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import { TextField } from '@/ui/text-field/text-field';
import type { ListState } from '@/lib/use-keyset';
import { PageHeader } from '@/features/admin/shared/page-header';
import { NO_FILTERS, type AuditFilters, type AuditType } from '../api/audit';

export type AuditViewProps = {
  type: AuditType;
  onTypeChange: (type: AuditType) => void;
  /** The filters applied to the list. */
  filters: AuditFilters;
  /** Called with the form's filters on Apply (and with none on Clear). */
  onFiltersChange: (filters: AuditFilters) => void;
  /** The events and their paging. */
  list: ListState<AuditEvent>;
};

const types: TabItem<AuditType>[] = [
  { value: 'all', label: 'All' },
  { value: 'action', label: 'Staff actions' },
  { value: 'money', label: 'Money movements' },
];

function Who({ event }: { event: AuditEvent }) {
  return (
    <span className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      <span className="font-semibold break-words text-text">
        {event.actorName ?? (event.actor === 'system' ? 'System' : event.actor)}
      </span>
      {event.actorName && <span className="font-mono text-xs text-muted">{event.actor}</span>}
    </span>
  );
}

function EventRow({ event }: { event: AuditEvent }) {
  const money = event.type === 'money';
  return (
    <li
      data-slot="audit-event"
      data-type={event.type}
      className="grid min-w-0 gap-x-4 gap-y-2 border-t border-border px-4 py-3 first:border-t-0 sm:grid-cols-[10.5rem_1fr_auto] sm:px-5"
    >
      <p className="flex items-center gap-2 text-sm text-muted tabular">
        <span
          aria-hidden
          className={cn(
            'flex size-7 shrink-0 items-center justify-center rounded-full [&_svg]:size-3.5',
            money ? 'bg-accent-soft text-accent' : 'bg-info-soft text-info',
          )}
        >
          {money ? <ArrowLeftRight /> : <ShieldCheck />}
        </span>
        <span className="sr-only">{money ? 'Money movement' : 'Staff action'}, </span>
        <time dateTime={event.at}>{formatDateTime(event.at)}</time>
      </p>
      <div className="grid min-w-0 gap-1 text-sm">
        <Who event={event} />
        <p className="flex min-w-0 flex-wrap items-baseline gap-x-2 gap-y-1">
          <span className="rounded bg-raised px-1.5 py-0.5 font-mono text-xs text-text">
            {event.action}
          </span>
          <span className="text-muted">on</span>
          <span className="min-w-0 font-mono text-xs break-all text-text">{event.subject}</span>
        </p>
        <details className="group min-w-0">
          <summary className="-ml-1 inline-flex min-h-touch cursor-pointer list-none items-center gap-1 px-1 text-sm font-medium text-info [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden
              className="size-4 transition-transform group-open:rotate-90"
            />
            Details
          </summary>
          <pre className="mt-1 max-h-80 overflow-auto rounded-lg border border-border bg-bg p-3 font-mono text-xs break-all whitespace-pre-wrap text-text">
            {JSON.stringify(event.details, null, 2)}
          </pre>
        </details>
      </div>
      {event.amount !== null && (
        <p className="text-base font-semibold text-text tabular sm:text-right">
          {formatMoney(event.amount)} <span className="text-sm font-medium text-muted">USDT</span>
        </p>
      )}
    </li>
  );
}

function Filters({
  filters,
  onFiltersChange,
}: Pick<AuditViewProps, 'filters' | 'onFiltersChange'>) {
  const [draft, setDraft] = useState(filters);
  const [problem, setProblem] = useState<string>();
  const field = (name: keyof AuditFilters) => ({
    name,
    value: draft[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
  });

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setProblem('The From date is after the To date.');
      return;
    }
    setProblem(undefined);
    onFiltersChange(draft);
  }

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      onSubmit={apply}
      className="grid min-w-0 gap-4 rounded-lg border border-border bg-surface p-4 shadow-card sm:grid-cols-2 lg:grid-cols-3"
    >
      <TextField
        label="Action"
        placeholder="order.approve"
        mono
        spellCheck={false}
        {...field('action')}
      />
      <TextField label="Actor" placeholder="admin:3" mono spellCheck={false} {...field('actor')} />
      <TextField
        label="Subject starts with"
        placeholder="ORD-0001"
        mono
        spellCheck={false}
        {...field('subject')}
      />
      <TextField label="From" type="date" error={problem} {...field('from')} />
      <TextField label="To" type="date" {...field('to')} />
      <div className="flex items-end gap-2">
        <Button type="submit" className="flex-1 sm:flex-none">
          Apply
        </Button>
        <Button
          variant="ghost"
          className="flex-1 sm:flex-none"
          onClick={() => {
            setDraft(NO_FILTERS);
            setProblem(undefined);
            onFiltersChange(NO_FILTERS);
          }}
        >
          Clear
        </Button>
      </div>
    </form>
  );
}

function Timeline({ list, filtered }: { list: ListState<AuditEvent>; filtered: boolean }) {
  if (list.error) {
    return <LoadAlert variant="inset" message={list.error} onRetry={list.onRetry} />;
  }
  if (!list.rows) {
    return (
      <ol aria-busy className="grid">
        {Array.from({ length: 4 }, (_, index) => (
          <li
            key={index}
            className="grid gap-2 border-t border-border px-4 py-4 first:border-t-0 sm:grid-cols-[10.5rem_1fr] sm:px-5"
          >
            <Skeleton className="h-4 w-32" />
            <div className="grid gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-4 w-64 max-w-full" />
            </div>
          </li>
        ))}
      </ol>
    );
  }
  if (list.rows.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 px-4 py-10 text-center text-sm font-medium text-muted">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-raised [&_svg]:size-6"
        >
          <Inbox />
        </span>
        {filtered ? 'No events match these filters' : 'Nothing happened yet'}
      </div>
    );
  }
  return (
    <ol className="grid min-w-0">
      {list.rows.map((event) => (
        <EventRow key={event._id} event={event} />
      ))}
    </ol>
  );
}

/** `/admin/audit`: who did what and every money movement, newest first, with filters. */
export function AuditView({ type, onTypeChange, filters, onFiltersChange, list }: AuditViewProps) {
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Audit log"
        description="Every staff action and every money movement, newest first."
      />
      <Filters filters={filters} onFiltersChange={onFiltersChange} />
      <Tabs label="Type" items={types} value={type} onValueChange={onTypeChange}>
        <section
          aria-label="Timeline"
          className="min-w-0 overflow-hidden rounded-lg border border-border bg-surface shadow-card"
        >
          <Timeline list={list} filtered={filtered} />
          {list.rows && list.rows.length > 0 && (
            <div className="border-t border-border px-4 py-3 sm:px-5">
              <Pagination
                count={list.rows.length}
                hasMore={list.hasMore}
                loading={list.loadingMore}
                error={list.moreError}
                onLoadMore={list.onLoadMore}
                noun={['event', 'events']}
              />
            </div>
          )}
        </section>
      </Tabs>
    </div>
  );
}
