import type { AdminDashboard } from '@contract/admin';
import {
  BadgeCheck,
  Banknote,
  CalendarClock,
  ChevronRight,
  Coins,
  TrendingUp,
  UserCheck,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { BarChart, type BarChartDatum } from '@/ui/bar-chart/bar-chart';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { formatDate, formatMoney, formatPoints } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { StatCard, type StatCardProps } from '@/ui/stat-card/stat-card';
import { adminPaths } from '@/features/admin/paths';
import { PageHeader } from '@/features/admin/shared/page-header';

export type DashboardViewProps = {
  /** The dashboard; undefined while it loads or when it failed. */
  data?: AdminDashboard;
  /** Set when the dashboard could not be loaded. */
  error?: string;
  /** Loads it again after a failure. */
  onRetry: () => void;
};

const usdt = (value: number) => `${formatMoney(value)} USDT`;

function shortDate(iso: string) {
  return formatDate(iso).slice(0, 5);
}

/** A stat card that is a link to the page behind the figure (e.g. a queue). */
function LinkedStat({ href, ...card }: StatCardProps & { href: string }) {
  return (
    <KitLink
      href={href}
      className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <StatCard
        {...card}
        className="h-full transition-colors group-hover:border-border-strong group-hover:bg-raised"
        hint={
          <span className="inline-flex items-center gap-1 font-medium text-info">
            {card.hint}
            <ChevronRight aria-hidden className="size-3.5" />
          </span>
        }
      />
    </KitLink>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="@container grid min-w-0 gap-3" aria-label={title}>
      <h2 className="text-sm font-semibold tracking-wide text-muted uppercase">{title}</h2>
      <div className="grid min-w-0 grid-cols-1 gap-4 @md:grid-cols-2 @2xl:grid-cols-3">
        {children}
      </div>
    </section>
  );
}

/** `/admin`: members, business, the queues waiting, the open period, and the weekly chart. */
export function DashboardView({ data, error, onRetry }: DashboardViewProps) {
  const loading = !data && !error;
  const failed = error && !data ? error : undefined;
  // The alert above says why; each card only says it has no figure.
  const state = { loading, error: failed ? 'Unavailable' : undefined };
  const pending = (count: number | undefined, one: string, other: string) =>
    count === undefined
      ? undefined
      : count === 0
        ? 'Nothing waiting'
        : `${formatPoints(count)} ${count === 1 ? one : other} to review`;

  const weeks: BarChartDatum[] =
    data?.weeks.map((week) => ({
      key: week.week,
      label: shortDate(week.week),
      description: `Week of ${formatDate(week.week)}`,
      value: [week.business, week.payouts],
    })) ?? [];

  return (
    <div data-slot="admin-dashboard" className="flex min-w-0 flex-col gap-8">
      <PageHeader
        title="Dashboard"
        description="The business at a glance and what waits for you."
      />

      {failed && <LoadAlert message={failed} onRetry={onRetry} />}

      <Section title="Waiting for review">
        <LinkedStat
          href={adminPaths.deposits}
          label="Pending deposits"
          value={data?.pending.deposits}
          format="points"
          icon={<Coins />}
          tone={data?.pending.deposits ? 'reward' : 'default'}
          hint={pending(data?.pending.deposits, 'deposit', 'deposits') ?? 'Deposits'}
          {...state}
        />
        <LinkedStat
          href={adminPaths.kyc}
          label="Pending KYC"
          value={data?.pending.kyc}
          format="points"
          icon={<BadgeCheck />}
          tone={data?.pending.kyc ? 'reward' : 'default'}
          hint={pending(data?.pending.kyc, 'submission', 'submissions') ?? 'KYC'}
          {...state}
        />
        <LinkedStat
          href={adminPaths.withdrawals}
          label="Pending withdrawals"
          value={data?.pending.withdrawals}
          format="points"
          icon={<Banknote />}
          tone={data?.pending.withdrawals ? 'reward' : 'default'}
          hint={pending(data?.pending.withdrawals, 'request', 'requests') ?? 'Withdrawals'}
          {...state}
        />
      </Section>

      <Section title="Members and business">
        <StatCard
          label="Members"
          value={data?.members}
          format="points"
          icon={<Users />}
          {...state}
        />
        <StatCard
          label="Active members"
          value={data?.activeMembers}
          format="points"
          icon={<UserCheck />}
          tone="accent"
          hint={
            data && data.members > 0
              ? `${Math.round((data.activeMembers / data.members) * 100)}% of all members`
              : undefined
          }
          {...state}
        />
        <LinkedStat
          href={adminPaths.payouts}
          label="Projected payout"
          value={data?.projected.payout}
          unit="USDT"
          icon={<CalendarClock />}
          tone="info"
          hint={
            data
              ? `To ${formatPoints(data.projected.members)} ${data.projected.members === 1 ? 'member' : 'members'} if the period closed now`
              : 'Open period'
          }
          {...state}
        />
        <StatCard
          label="Business this period"
          value={data?.business.period}
          unit="USDT"
          icon={<TrendingUp />}
          tone="accent"
          {...state}
        />
        <StatCard
          label="Business this month"
          value={data?.business.month}
          unit="USDT"
          icon={<TrendingUp />}
          {...state}
        />
        <StatCard
          label="Business all time"
          value={data?.business.allTime}
          unit="USDT"
          icon={<TrendingUp />}
          {...state}
        />
      </Section>

      <Card>
        <CardHeader>
          <CardTitle>Business and payouts per week</CardTitle>
        </CardHeader>
        <CardContent>
          <BarChart
            title="Business and payouts per week"
            hideTitle
            data={failed ? [] : weeks}
            series={[
              { key: 'business', label: 'Business', tone: 'accent' },
              { key: 'payouts', label: 'Payouts', tone: 'info' },
            ]}
            loading={loading}
            formatValue={usdt}
            categoryHeader="Week"
            emptyMessage={failed ? 'The chart could not be loaded' : 'No business yet'}
            height={220}
          />
        </CardContent>
      </Card>
    </div>
  );
}
