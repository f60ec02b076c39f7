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
import { createLegCache, type LegCache } from './leg-cache';
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
  legs: { left: number; right: number };
};

type StatementRow = Omit<DashboardRow, 'legs'> & {
  leg_stamp: string;
  /** Left and right leg points, summed only when the stamp differs from the one kept. */
  legs: [string | number, string | number] | null;
};

/**
 * The dashboard's rows of several members in one statement (one row each, `id` says whose): the
 * member's counters, recent weeks, what waits on staff or the chain, and the legs' totals from the
 * tour (decision 0011), summed again only for members whose leg stamp changed since `kept` was
 * filled ("Leg stamps"). A kept stamp is checked by re-reading the one block it names (migration
 * 0020); only when that differs does the member's stamp get climbed for again, with its legs. The members come as a JSON list, not an array: PostgreSQL estimates an
 * array's length from its value, so one member's plan looked ten times cheaper than the generic
 * plan and the statement was planned again on every run (ADR 0014).
 */
async function dashboardRows(
  db: Executor,
  ids: number[],
  kept: LegCache,
): Promise<Map<number, DashboardRow>> {
  // What was kept when the statement went: another batch may replace or drop it meanwhile.
  const sent = new Map(ids.map((id) => [id, kept.get(id)]));
  const asked = ids.map((id) => ({ id, stamp: sent.get(id)?.stamp ?? null }));
  const rows = await queryPrepared<StatementRow>(
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
             case when h.kept then k.stamp
                  else (select s.stamp from tour_leg_stamp(m.id) s) end as leg_stamp,
             case when h.kept then null
                  else (select json_build_array(l.left_points, l.right_points)
                          from tour_leg_totals(m.id) l) end as legs
        from json_to_recordset(${JSON.stringify(asked)}::json) k(id bigint, stamp text)
        join members m on m.id = k.id
        join member_points p on p.member_id = m.id
        -- A subquery per member (offset 0 keeps it one): as a join, a small tour's blocks were
        -- read whole and hashed instead of looked up.
        cross join lateral (
          select (select b.stamp from tour_block_stamp(split_part(k.stamp, ':', 1)::bigint) b)
                   = k.stamp as kept
          offset 0) h`,
  );
  const answers = new Map<number, DashboardRow>();
  for (const { legs: summed, leg_stamp: stamp, ...row } of rows) {
    const id = Number(row.id);
    if (summed) {
      const legs = { left: Number(summed[0]), right: Number(summed[1]) };
      kept.keep(id, { stamp, ...legs });
      answers.set(id, { ...row, legs });
      continue;
    }
    // Not summed: the stamp matched the one sent, so the legs kept with it hold.
    const before = sent.get(id);
    if (!before) throw new Error(`member ${id}'s legs were neither kept nor summed`);
    answers.set(id, { ...row, legs: { left: before.left, right: before.right } });
  }
  return answers;
}

/**
 * Dashboards asked for at once share a statement (see createBatcher): a dashboard is one indexed
 * read per table, so under load most of its cost on the database was the statement's own, not the
 * member's rows. Each database handle keeps its own legs (a replica's may lag the primary's).
 */
const dashboardBatcher = batcherPerDatabase((db: Database) => {
  const kept = createLegCache();
  return createBatcher(
    (ids: number[]) => dashboardRows(db, ids, kept),
    (id) => new Error(`member ${id} has no counters`),
    REQUEST_BATCHES,
  );
});

/** Everything `POST /dashboard/user-dashboard` shows (spec §2-§3), live and exact. */
export async function memberDashboard(
  db: Database,
  member: { id: number; name: string; sponsorCode: string },
  links: { origin: string; form: ReferralLinkForm },
  /** Where a newly reached rank is recorded when `db` is a read-only replica. */
  writer: Executor = db,
): Promise<MemberDashboard> {
  const c = await dashboardBatcher(db).load(member.id);
  const legs = c.legs;
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
