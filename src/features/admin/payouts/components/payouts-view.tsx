import type { ClosedPeriod, Settlement, scholarshipRun } from '@contract/admin';
import { CalendarCheck, Coins, GraduationCap, Landmark, Users, Wallet } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { Button } from '@/ui/button/button';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatDate, formatDateTime, formatMoney, formatPoints } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { StatCard } from '@/ui/stat-card/stat-card';
import type { ListState } from '@/lib/use-keyset';
import { payoutPeriodPath, scholarshipMonthPath } from '@/features/admin/paths';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import { NoteCell } from '@/features/admin/shared/text-cell';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { SettlementTable } from './settlement-table';

export type ScholarshipRun = z.infer<typeof scholarshipRun>;

export type PreviewSummary = {
  period: { id: number; startedAt: string };
  totals: { members: number; gross: number; tds: number; payout: number };
};

export type PayoutsViewProps = {
  /** The open period and what closing it now would pay; undefined while it loads. */
  summary?: PreviewSummary;
  /** The open period's settlement per member. */
  preview: ListState<Settlement>;
  /** The closed periods. */
  periods: ListState<ClosedPeriod>;
  /** The monthly scholarship runs. */
  scholarships: ListState<ScholarshipRun>;
  /** Closes the open period (after the confirmation). */
  onClosePeriod: () => Promise<ActionOutcome>;
  /** Pays this month's scholarships (after the confirmation). */
  onPayScholarships: () => Promise<ActionOutcome>;
  /** Today, for naming the month a scholarship run pays. */
  today?: Date;
};

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'March 2026' of an ISO date or a YYYY-MM month. */
export function formatMonth(value: string | Date): string {
  const date =
    typeof value === 'string'
      ? new Date(value.length === 7 ? `${value}-01T00:00:00Z` : value)
      : value;
  return Number.isNaN(date.getTime()) ? String(value) : monthName.format(date);
}

function Totals({ summary }: { summary: PreviewSummary }) {
  const rows: [string, ReactNode][] = [
    ['Period started', formatDate(summary.period.startedAt)],
    ['Members paid', formatPoints(summary.totals.members)],
    ['Gross bonus', `${formatMoney(summary.totals.gross)} USDT`],
    ['TDS withheld', `${formatMoney(summary.totals.tds)} USDT`],
    ['Payout', `${formatMoney(summary.totals.payout)} USDT`],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
      {rows.map(([term, value], index) => (
        <div key={term} className="contents">
          <dt className={index === rows.length - 1 ? 'font-semibold text-text' : 'text-muted'}>
            {term}
          </dt>
          <dd
            className={`text-right tabular ${index === rows.length - 1 ? 'font-semibold text-accent' : 'text-text'}`}
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

const periodColumns: DataTableColumn<ClosedPeriod>[] = [
  {
    key: 'week',
    header: 'Week',
    kind: 'date',
    cell: (period) => (
      <KitLink
        href={payoutPeriodPath(period._id)}
        className="relative -my-2 inline-flex min-h-touch items-center font-medium text-info underline-offset-4 hover:underline"
      >
        {formatDate(period.week)}
        <span className="sr-only">: view the members paid</span>
      </KitLink>
    ),
  },
  { key: 'members', header: 'Members', kind: 'points' },
  { key: 'total', header: 'Total (USDT)', kind: 'money' },
  { key: 'tds', header: 'TDS (USDT)', kind: 'money' },
  {
    key: 'closedBy',
    header: 'Closed by',
    cell: (period) => <NoteCell>{period.closedBy}</NoteCell>,
  },
];

const runColumns: DataTableColumn<ScholarshipRun>[] = [
  {
    key: 'month',
    header: 'Month',
    kind: 'mono',
    cell: (run) => (
      <KitLink
        href={scholarshipMonthPath(run.month.slice(0, 7))}
        className="relative -my-2 inline-flex min-h-touch items-center font-medium text-info underline-offset-4 hover:underline"
      >
        {formatMonth(run.month)}
        <span className="sr-only">: view the payments</span>
      </KitLink>
    ),
  },
  {
    key: 'ranAt',
    header: 'Paid',
    kind: 'mono',
    cell: (run) => <span className="tabular">{formatDateTime(run.ranAt)}</span>,
  },
  { key: 'orders', header: 'Orders', kind: 'points' },
  { key: 'total', header: 'Total (USDT)', kind: 'money' },
  { key: 'ranBy', header: 'Run by', cell: (run) => <NoteCell>{run.ranBy}</NoteCell> },
];

/** `/admin/payouts`: the open period's preview with Close now, closed periods, and scholarships. */
export function PayoutsView({
  summary,
  preview,
  periods,
  scholarships,
  onClosePeriod,
  onPayScholarships,
  today = new Date(),
}: PayoutsViewProps) {
  const [closing, setClosing] = useState(false);
  const [paying, setPaying] = useState(false);
  const loading = !summary && !preview.error;
  const statState = { loading, error: preview.error && !summary ? 'Unavailable' : undefined };

  return (
    <div className="flex min-w-0 flex-col gap-8">
      <PageHeader
        title="Payouts"
        description="Weekly closes credit the bonuses of the open period; scholarships are paid monthly."
      />

      <section aria-labelledby="open-period" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="open-period" className="text-xl font-semibold tracking-tight">
              Open period
            </h2>
            {summary ? (
              <p className="text-sm text-muted">
                Period {summary.period.id}, started {formatDate(summary.period.startedAt)}. Closes
                every Monday 00:00 UTC.
              </p>
            ) : (
              <Skeleton className="h-5 w-64" />
            )}
          </div>
          <Button disabled={!summary} onClick={() => setClosing(true)}>
            <CalendarCheck aria-hidden />
            Close now
          </Button>
        </div>
        <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Members to pay"
            value={summary?.totals.members}
            format="points"
            icon={<Users />}
            {...statState}
          />
          <StatCard
            label="Gross bonus"
            icon={<Coins />}
            value={summary?.totals.gross}
            unit="USDT"
            {...statState}
          />
          <StatCard
            label="TDS withheld"
            icon={<Landmark />}
            value={summary?.totals.tds}
            unit="USDT"
            hint="5 % of the gross"
            {...statState}
          />
          <StatCard
            label="Payout"
            icon={<Wallet />}
            value={summary?.totals.payout}
            unit="USDT"
            tone="accent"
            {...statState}
          />
        </div>
        <SettlementTable
          caption="Open period preview"
          list={preview}
          emptyMessage="Nobody earned a bonus in this period yet"
        />
      </section>

      <section aria-labelledby="closed-periods" className="grid min-w-0 gap-4">
        <h2 id="closed-periods" className="text-xl font-semibold tracking-tight">
          Closed periods
        </h2>
        <PagedTable
          caption="Payout history"
          columns={periodColumns}
          list={periods}
          rowKey={(period) => period._id}
          emptyMessage="No period closed yet"
          noun={['period', 'periods']}
        />
      </section>

      <section aria-labelledby="scholarships" className="grid min-w-0 gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="grid gap-1">
            <h2 id="scholarships" className="text-xl font-semibold tracking-tight">
              Scholarships
            </h2>
            <p className="text-sm text-muted">Paid on the 1st of every month 00:00 UTC, or now.</p>
          </div>
          <Button variant="secondary" onClick={() => setPaying(true)}>
            <GraduationCap aria-hidden />
            Pay this month’s scholarships
          </Button>
        </div>
        <PagedTable
          caption="Scholarship runs"
          columns={runColumns}
          list={scholarships}
          rowKey={(run) => run.month}
          emptyMessage="No scholarships paid yet"
          noun={['month', 'months']}
        />
      </section>

      <ConfirmDialog
        open={closing}
        onOpenChange={setClosing}
        title="Close the period now?"
        description="Every member in the preview is credited at once and a new period starts. This cannot be undone."
        confirmLabel="Close now"
        onConfirm={async () => {
          const outcome = await onClosePeriod();
          if (outcome !== 'invalid') setClosing(false);
        }}
      >
        {summary && <Totals summary={summary} />}
      </ConfirmDialog>

      <ConfirmDialog
        open={paying}
        onOpenChange={setPaying}
        title="Pay this month’s scholarships?"
        description={`Credits the ${formatMonth(today)} scholarship of every approved package to its member's wallet. A month is paid once: running it again pays nothing more.`}
        confirmLabel="Pay scholarships"
        onConfirm={async () => {
          const outcome = await onPayScholarships();
          if (outcome !== 'invalid') setPaying(false);
        }}
      />
    </div>
  );
}
