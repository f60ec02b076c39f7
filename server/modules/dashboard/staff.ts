import { sql } from 'drizzle-orm';
import type { AdminDashboard } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import { toUsdt } from '../../shared/money';
import { projectedPayout } from '../payouts/queries';
import { isoOf } from '../../shared/paging';
import { legTotals } from '../tree/tour';

/** How many weeks the dashboard's chart goes back, the current one included. */
const CHART_WEEKS = 12;

/** The admin console's front page (decisions §12). */
export async function adminDashboard(db: Database): Promise<AdminDashboard> {
  const [counts, members, weeks, projected] = await Promise.all([
    dashboardCounts(db),
    membersBelowRoot(db),
    weeklyFigures(db),
    projectedPayout(db),
  ]);
  const n = (key: string) => Number(counts[key] ?? 0);
  return {
    members,
    activeMembers: n('active'),
    business: {
      period: toUsdt(n('period_business')),
      month: toUsdt(n('month_business')),
      allTime: toUsdt(n('all_business')),
    },
    pending: { deposits: n('deposits'), kyc: n('kyc'), withdrawals: n('withdrawals') },
    projected: { members: projected.members, payout: projected.payout },
    weeks,
  };
}

const approvedSince = (from: ReturnType<typeof sql>) => sql`
  (select coalesce(sum(price_micro), 0) from orders
    where status = 'approved' and decided_at >= ${from})`;

async function dashboardCounts(db: Executor) {
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
      select
        (select count(*) from members where is_active and parent_id is not null) as active,
        ${approvedSince(sql`(select started_at from periods where closed_at is null)`)} as period_business,
        ${approvedSince(sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`)} as month_business,
        (select coalesce(sum(price_micro), 0) from orders where status = 'approved') as all_business,
        (select count(*) from orders where status = 'pending') as deposits,
        (select count(*) from kyc_submissions where status = 'pending') as kyc,
        (select count(*) from withdrawals where status = 'pending') as withdrawals`,
  );
  return row ?? {};
}

/** Every member but the root sits in one of the root's legs: its leg totals count them. */
async function membersBelowRoot(db: Executor): Promise<number> {
  const [root] = await queryRows<{ id: string | number }>(
    db,
    sql`select id from members where parent_id is null`,
  );
  if (!root) return 0;
  const legs = await legTotals(db, Number(root.id));
  return legs.members.left + legs.members.right;
}

/**
 * Approved business and net payouts per Monday-based UTC week, oldest first: the current week and
 * the ones before it, back to the first week with any business or close, at most CHART_WEEKS.
 */
async function weeklyFigures(db: Executor): Promise<AdminDashboard['weeks']> {
  const rows = await queryRows<{
    week: Date | string;
    business: string | number;
    payouts: string | number;
  }>(
    db,
    sql`
      with bounds as (
        select date_trunc('week', now() at time zone 'UTC') as this_week,
               date_trunc('week', least(
                 (select min(decided_at) from orders where status = 'approved'),
                 (select min(closed_at) from periods)) at time zone 'UTC') as first_week
      ),
      weeks as (
        select generate_series(
                 greatest(first_week, this_week - ${`${CHART_WEEKS - 1} weeks`}::interval),
                 this_week, interval '1 week') at time zone 'UTC' as week
          from bounds where first_week is not null
      )
      -- 168 hours, not '1 week': timestamptz arithmetic in days follows the session's time zone.
      select w.week,
             (select coalesce(sum(price_micro), 0) from orders
               where status = 'approved'
                 and decided_at >= w.week and decided_at < w.week + interval '168 hours') as business,
             (select coalesce(sum(total_payout), 0) from periods
               where closed_at >= w.week and closed_at < w.week + interval '168 hours') as payouts
        from weeks w
       order by w.week`,
  );
  return rows.map((r) => ({
    week: isoOf(r.week),
    business: toUsdt(r.business),
    payouts: toUsdt(r.payouts),
  }));
}
