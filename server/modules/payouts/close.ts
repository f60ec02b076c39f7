import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, applyBulkSettings, type Tx } from '../../db/raw';
import { MICRO } from '../../shared/money';
import { DomainError } from '../../shared/errors';
import { PLAN } from '../../shared/plan';
import { audit, type Actor } from '../audit/service';
import { guards } from '../../shared/guards';
import { everyLegCtes, withEveryLegPlan } from '../tree/tour-legs';
import { postBulkCredits } from '../ledger/service';
import { rankOf, recordCloseRanks } from '../ranks/service';
import { oweNotices } from '../notifications/owed';

export type CloseResult = { periodId: number; week: Date; members: number; totalMicro: number };

type PeriodRow = {
  id: number;
  started_at: Date | string;
  closed_at: Date | string | null;
  members: number | null;
  total_payout: string | number | null;
};

const resultOf = (p: PeriodRow): CloseResult => ({
  periodId: p.id,
  week: new Date(p.closed_at ?? p.started_at),
  members: p.members ?? 0,
  totalMicro: Number(p.total_payout ?? 0),
});

export async function openPeriod(db: Database | Tx): Promise<PeriodRow> {
  const [row] = await queryRows<PeriodRow>(
    db,
    sql`select id, started_at, closed_at, members, total_payout from periods where closed_at is null`,
  );
  if (!row) throw new Error('no open period');
  return row;
}

export async function lastClose(db: Database | Tx): Promise<CloseResult | undefined> {
  const [row] = await queryRows<PeriodRow>(
    db,
    sql`select id, started_at, closed_at, members, total_payout from periods
         where closed_at is not null order by id desc limit 1`,
  );
  return row ? resultOf(row) : undefined;
}

/**
 * The weekly close (decisions §6): settles every member with something to settle, credits wallets
 * in one transfer, writes one weekly earning per paid member, carries what is unmatched and opens
 * the next period, all in one transaction.
 *
 * It never runs twice at once: it locks the open period (approvals share-lock it, so the close
 * waits for them and they for it), also across server instances on one database. `period` names
 * the period the caller meant to close: when a concurrent close, or the caller's own earlier try,
 * got there first, its result is answered instead of closing the next one (more closes would mean
 * more capped team bonuses); a period that never existed is 404. A scheduled close passes
 * `cutoff` (the Monday it is for) and does nothing when the open period started at or after it.
 */
export async function closePeriod(
  db: Database,
  actor: Actor,
  options: { period?: number; cutoff?: Date; now?: Date } = {},
): Promise<CloseResult> {
  const named = guards.closeNamesPeriod ? options.period : undefined;
  const expected = named ?? (await openPeriod(db)).id;
  return db.transaction(async (tx) => {
    const [locked] = await queryRows<PeriodRow>(
      tx,
      sql`select id, started_at, closed_at, members, total_payout from periods
           where id = ${expected} ${guards.periodLock ? sql`for update` : sql``}`,
    );
    if (!locked) throw new DomainError('not_found', `Period ${expected} not found`);
    if (locked.closed_at !== null) return resultOf(locked);
    if (options.cutoff && new Date(locked.started_at) >= options.cutoff) {
      return (await lastClose(tx)) ?? resultOf(locked);
    }
    const closedAt = options.now ?? options.cutoff ?? new Date();
    const periodId = locked.id;
    await applyBulkSettings(tx);
    await computeSettlement(tx);
    await tx.execute(sql`
      insert into weekly_earnings (period_id, member_id, week, carried_left, carried_right,
                                   period_left, period_right, matched, direct_bonus, team_bonus,
                                   cap_applied, tds, payout)
      select ${periodId}, member_id, ${closedAt}, carry_left, carry_right, period_left, period_right,
             matched, direct_bonus, team_bonus, cap_applied, tds, payout
        from (${PAID_SETTLEMENTS}) s`);
    await tx.execute(sql`
      update member_points p set
        carry_left = s.carry_left + s.period_left - s.matched,
        carry_right = s.carry_right + s.period_right - s.matched,
        closed_left = p.closed_left + s.period_left,
        closed_right = p.closed_right + s.period_right,
        open_direct_bonus = 0
        from close_settlement s where s.member_id = p.member_id`);
    await payWallets(tx, periodId, actor);
    // Ranks follow the closed legs (decisions §6). Every rank up to the last close's legs was
    // recorded by that close (or earlier), so only a member whose closed legs crossed a threshold
    // now has ranks to add; conflicts skip any a read recorded first.
    await recordCloseRanks(
      tx,
      closedAt,
      sql`select s.member_id, r.rank
            from close_settlement s
            cross join lateral (
              select ${rankOf(sql`s.closed_left`, sql`s.closed_right`)} as before,
                     ${rankOf(sql`s.closed_left + s.period_left`, sql`s.closed_right + s.period_right`)} as reached
            ) k
            cross join generate_series(1, k.reached) as r(rank)
           where k.reached > k.before`,
    );
    await oweNotices(tx, 'payout_credited', String(periodId));

    const totals = await settlementTotals(tx);
    const [closed] = await queryRows<PeriodRow>(
      tx,
      sql`
        with next as (insert into periods (started_at) values (${closedAt}))
        update periods set closed_at = ${closedAt}, members = ${totals.members},
                           total_payout = ${totals.payoutMicro},
                           total_tds = ${totals.tdsMicro},
                           closed_by = ${actor.kind === 'admin' ? `admin:${actor.id}` : actor.kind}
         where id = ${periodId}
        returning id, started_at, closed_at, members, total_payout`,
    );
    if (!closed) throw new Error(`period ${periodId} vanished`);
    await audit(tx, actor, 'payout.close', `period:${periodId}`, {
      members: closed.members,
      payout: Number(closed.total_payout),
      tds: totals.tdsMicro,
    });
    return resultOf(closed);
  });
}

/**
 * Works out a period's settlement (decisions §6) into the temp table `close_settlement`: one row
 * per member with something to settle, dropped when the transaction ends. It writes nothing else,
 * so the close pays from it and the admin preview reads it and rolls back. One statement: every
 * member's points of the period are their legs' all-time totals now (from the tour, decision
 * 0011) less those at the last close (`closed_left|right`), settled with their carry, status, cap
 * and direct bonus.
 */
export async function computeSettlement(tx: Tx) {
  const bonusPerPoint = (MICRO * PLAN.teamBonusPercent) / 100;
  await withEveryLegPlan(
    tx,
    sql`
    create temp table close_settlement on commit drop as
    with ${everyLegCtes({ members: false })},
    candidates as (
      select p.member_id, a.id is not null as is_active, p.cap_micro, p.carry_left, p.carry_right,
             p.closed_left, p.closed_right,
             l.left_points - p.closed_left as period_left,
             l.right_points - p.closed_right as period_right,
             p.open_direct_bonus as direct_bonus
        from legs l
        join member_points p on p.member_id = l.member_id
        -- The active members' ids from their partial index, not a read of every member's row.
        left join (select id from members where is_active) a on a.id = l.member_id
       where l.left_points > p.closed_left or l.right_points > p.closed_right
          or p.open_direct_bonus > 0 or (p.carry_left > 0 and p.carry_right > 0)
    ),
    matched as (
      select *, case when is_active
                     then least(carry_left + period_left, carry_right + period_right) else 0 end as matched
        from candidates
    ),
    bonus as (
      select *, matched * ${bonusPerPoint}::bigint as team_raw from matched
    ),
    capped as (
      select *, least(team_raw, cap_micro) as team_bonus, team_raw > cap_micro as cap_applied from bonus
    )
    select *, floor((direct_bonus + team_bonus) * ${PLAN.tdsPercent} / 100.0)::bigint as tds,
           direct_bonus + team_bonus - floor((direct_bonus + team_bonus) * ${PLAN.tdsPercent} / 100.0)::bigint as payout
      from capped`,
  );
  await tx.execute(sql`analyze close_settlement`);
}

/** The settlements a close pays, one weekly earning each (the others only move carry). */
export const PAID_SETTLEMENTS = sql`select * from close_settlement where direct_bonus + team_bonus > 0`;

export type SettlementTotals = {
  members: number;
  grossMicro: number;
  tdsMicro: number;
  payoutMicro: number;
};

export async function settlementTotals(tx: Tx): Promise<SettlementTotals> {
  const [row] = await queryRows<Record<string, string | number>>(
    tx,
    sql`select count(*) as members, coalesce(sum(direct_bonus + team_bonus), 0) as gross,
               coalesce(sum(tds), 0) as tds, coalesce(sum(payout), 0) as payout
          from (${PAID_SETTLEMENTS}) s`,
  );
  return {
    members: Number(row?.['members'] ?? 0),
    grossMicro: Number(row?.['gross'] ?? 0),
    tdsMicro: Number(row?.['tds'] ?? 0),
    payoutMicro: Number(row?.['payout'] ?? 0),
  };
}

/** One transfer for the whole close: wallets get the net, TDS is withheld, the company pays gross. */
async function payWallets(tx: Tx, periodId: number, actor: Actor) {
  await postBulkCredits(
    tx,
    { ref: `close:${periodId}`, kind: 'weekly_payout', actor },
    sql`select member_id, payout as amount from close_settlement where payout > 0`,
    sql`
      select 'tds_payable' as kind, coalesce(sum(tds), 0) as amount from close_settlement
      union all
      select 'bonus_expense', -coalesce(sum(direct_bonus + team_bonus), 0) from close_settlement`,
  );
}

export type WeeklyEarningRow = {
  id: string | number;
  week: Date | string;
  direct_bonus: string | number;
  team_bonus: string | number;
  payout: string | number;
};

/** A member's weekly payouts, newest period first (`/payout/weekly-earnings`). */
export async function weeklyEarningsOf(
  db: Database,
  memberId: number,
): Promise<WeeklyEarningRow[]> {
  return queryRows<WeeklyEarningRow>(
    db,
    sql`select id, week, direct_bonus, team_bonus, payout from weekly_earnings
         where member_id = ${memberId} order by period_id desc`,
  );
}
