import { sql } from 'drizzle-orm';
import type { MemberDashboard } from '../../../contract/dashboard';
import type { ReferralLinkForm } from '../../config';
import { batcherPerDatabase, createBatcher, REQUEST_BATCHES } from '../../db/batcher';
import type { Database } from '../../db/client';
import { queryPrepared, type Executor } from '../../db/raw';
import { packageById } from '../catalogue/catalogue';
import { MICRO, percentOf, toUsdt } from '../../shared/money';
import { PLAN, rankFor } from '../../shared/plan';
import { rankName, recordRanks } from '../ranks/service';
import { memberStatusColumn } from './queries';
import { memberStatusOf, type StatusRow } from './views';

type Counters = {
  is_active: boolean;
  personal: string | number;
  direct_left: string | number;
  direct_right: string | number;
  carry_left: string | number;
  carry_right: string | number;
  closed_left: string | number;
  closed_right: string | number;
  open_direct_bonus: string | number;
  cap_micro: string | number;
  current_package_id: number | null;
  wallet: string | number | null;
  top_rank: number | null;
};

/** The open period's team bonus if it closed now (decisions §6): 10 % of matched, capped. */
export function projectedTeamBonus(
  active: boolean,
  left: number,
  right: number,
  capMicro: number,
): number {
  if (!active) return 0;
  return Math.min(percentOf(Math.min(left, right) * MICRO, PLAN.teamBonusPercent), capMicro);
}

/**
 * A referral link for one side (decisions §4); the `legacy` form is the only one the original
 * client understands (decisions §15). Both open the same public signup with sponsor and side.
 */
export function referralLink(
  { origin, form }: { origin: string; form: ReferralLinkForm },
  sponsorCode: string,
  position: 'left' | 'right',
): string {
  return form === 'legacy'
    ? `${origin}/userdashboard/signup${position}/${sponsorCode}`
    : `${origin}/usersignup/verifysponsor?sponsorId=${sponsorCode}&position=${position}`;
}

/** Weekly payouts the dashboard lists, newest first (half a year). */
const EARNING_WEEKS_SHOWN = 26;

type EarningRow = {
  id: string | number;
  week: string;
  direct_bonus: string | number;
  team_bonus: string | number;
  payout: string | number;
};

type DashboardRow = Counters & {
  id: string | number;
  earnings: { total: string | number; recent: EarningRow[] | null };
  status: StatusRow;
  leg_left: string | number;
  leg_right: string | number;
};

/**
 * The dashboard's rows of several members in one statement (one row each, `id` says whose): the
 * member's counters, recent weeks, what waits on staff or the chain, and the legs' totals from the
 * tour (decision 0011). The members come as a JSON list, not an array: PostgreSQL estimates an
 * array's length from its value, so one member's plan looked ten times cheaper than the generic
 * plan and the statement was planned again on every run (ADR 0014).
 */
async function dashboardRows(db: Executor, ids: number[]): Promise<Map<number, DashboardRow>> {
  const rows = await queryPrepared<DashboardRow>(
    db,
    'dashboard_rows',
    sql`
      select m.id, m.is_active, p.*,
             (select balance from accounts where kind = 'member_wallet' and owner_id = m.id) as wallet,
             (select max(rank) from member_ranks where member_id = m.id) as top_rank,
             (select json_build_object(
                       'total', coalesce(sum(e.payout), 0),
                       'recent', json_agg(e order by e.period_id desc)
                                   filter (where e.newest <= ${EARNING_WEEKS_SHOWN}))
                from (select id, period_id, week, direct_bonus, team_bonus, payout,
                             row_number() over (order by period_id desc) as newest
                        from weekly_earnings where member_id = m.id) e) as earnings,
             ${memberStatusColumn(sql`m.id`)},
             l.left_points as leg_left, l.right_points as leg_right
        from members m
        join member_points p on p.member_id = m.id
        cross join lateral tour_leg_totals(m.id) l
       where m.id in (select a.id::bigint
                        from json_array_elements_text(${JSON.stringify(ids.map(String))}::json) a(id))`,
  );
  return new Map(rows.map((row) => [Number(row.id), row]));
}

/**
 * Dashboards asked for at once share a statement (see createBatcher): a dashboard is one indexed
 * read per table, so under load most of its cost on the database was the statement's own, not the
 * member's rows.
 */
const dashboardBatcher = batcherPerDatabase((db: Database) =>
  createBatcher(
    (ids: number[]) => dashboardRows(db, ids),
    (id) => new Error(`member ${id} has no counters`),
    REQUEST_BATCHES,
  ),
);

/** Everything `POST /dashboard/user-dashboard` shows (spec §2-§3), live and exact. */
export async function memberDashboard(
  db: Database,
  member: { id: number; name: string; sponsorCode: string },
  links: { origin: string; form: ReferralLinkForm },
  /** Where a newly reached rank is recorded when `db` is a read-only replica. */
  writer: Executor = db,
): Promise<MemberDashboard> {
  const c = await dashboardBatcher(db).load(member.id);
  const legs = { left: Number(c.leg_left), right: Number(c.leg_right) };
  const rank = rankFor(legs.left, legs.right);
  if (rank > (c.top_rank ?? 0)) await recordRanks(writer, member.id, legs.left, legs.right);
  const week = {
    leftPoints: legs.left - Number(c.closed_left),
    rightPoints: legs.right - Number(c.closed_right),
  };
  const carried = { leftPoints: Number(c.carry_left), rightPoints: Number(c.carry_right) };
  const earnings = c.earnings.recent ?? [];
  const link = (position: 'left' | 'right') => referralLink(links, member.sponsorCode, position);
  return {
    userDetails: {
      _id: String(member.id),
      name: member.name,
      mySponsorId: member.sponsorCode,
      isActive: c.is_active,
      leftRefferalLink: link('left'),
      rightRefferalLink: link('right'),
      subcription: c.current_package_id ? packageById(c.current_package_id).name : 'None',
      rank: rank ? rankName(rank) : null,
    },
    walletDetails: {
      walletBalance: toUsdt(c.wallet ?? 0),
      personalPoints: Number(c.personal),
      directPoints: { leftPoints: Number(c.direct_left), rightPoints: Number(c.direct_right) },
      currentWeekPoints: week,
      weeklyEarnings: earnings.map((e) => ({
        _id: String(e.id),
        week: new Date(e.week).toISOString(),
        directSalesBonus: toUsdt(e.direct_bonus),
        teamSalesBonus: toUsdt(e.team_bonus),
        payoutAmount: toUsdt(e.payout),
      })),
    },
    currentDirectPoints: toUsdt(c.open_direct_bonus),
    currentTeamPoints: toUsdt(
      projectedTeamBonus(
        c.is_active,
        carried.leftPoints + week.leftPoints,
        carried.rightPoints + week.rightPoints,
        Number(c.cap_micro),
      ),
    ),
    totalPayout: toUsdt(c.earnings.total),
    teamPoints: { leftPoints: legs.left, rightPoints: legs.right },
    carried,
    minimumWithdrawal: PLAN.minimumWithdrawal,
    status: memberStatusOf(c.status),
  };
}
