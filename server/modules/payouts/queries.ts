import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ClosedPeriod, Settlement } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows, rolledBack, type Tx } from '../../db/raw';
import { toUsdt } from '../../shared/money';
import { DomainError } from '../../shared/errors';
import {
  beforeId,
  decodeCursor,
  idKey,
  isoOf,
  keyId,
  pageOf,
  type ListQuery,
  type Page,
} from '../../shared/paging';
import type { Row } from '../../shared/paging';
import { memberRefOf } from '../members/views';
import { actorNameOf } from '../audit/service';
import {
  computeSettlement,
  openPeriod,
  PAID_SETTLEMENTS,
  settlementTotals,
  type SettlementTotals,
} from './close';

/** Settlements sort by payout, biggest first, then member id: the cursor is that pair. */
const settlementKey = z.tuple([keyId, keyId]);

/**
 * A page of settlements from `source` (rows with weekly_earnings' column names), biggest payout
 * first. The preview and a closed period's detail share it, so they list members alike.
 */
function settlementPage(
  source: SQL,
  after: z.infer<typeof settlementKey> | undefined,
  limit: number,
) {
  return sql`
    select s.*, m.name as member_name, m.sponsor_code as member_code
      from (${source}) s join members m on m.id = s.member_id
     where ${after ? sql`(s.payout, s.member_id) < (${after[0]}, ${after[1]})` : sql`true`}
     order by s.payout desc, s.member_id desc
     limit ${limit + 1}`;
}

function settlementOf(r: Row): Settlement {
  return {
    member: memberRefOf(r),
    carriedLeft: Number(r['carried_left']),
    carriedRight: Number(r['carried_right']),
    periodLeft: Number(r['period_left']),
    periodRight: Number(r['period_right']),
    matched: Number(r['matched']),
    directBonus: toUsdt(r['direct_bonus'] as number),
    teamBonus: toUsdt(r['team_bonus'] as number),
    capApplied: Boolean(r['cap_applied']),
    tds: toUsdt(r['tds'] as number),
    payout: toUsdt(r['payout'] as number),
  };
}

const settlementPageOf = (rows: Row[], limit: number) =>
  pageOf(rows, limit, settlementOf, (r) => [Number(r['payout']), Number(r['member_id'])]);

/** The open period's settlement, computed by the close's own code and then thrown away. */
async function previewSettlement<T>(
  db: Database,
  read: (tx: Tx, period: { id: number; startedAt: string }) => Promise<T>,
): Promise<T> {
  // One snapshot for every statement; it takes no lock on the period.
  return rolledBack(
    db,
    async (tx) => {
      const period = await openPeriod(tx);
      await computeSettlement(tx);
      return read(tx, { id: period.id, startedAt: isoOf(period.started_at) });
    },
    'repeatable read',
  );
}

const totalsOf = (t: SettlementTotals) => ({
  members: t.members,
  gross: toUsdt(t.grossMicro),
  tds: toUsdt(t.tdsMicro),
  payout: toUsdt(t.payoutMicro),
});

/**
 * What closing the open period now would pay, member by member (exactly as the close would). Each
 * page recomputes the settlement, so the cursor is a keyset on (payout, member) rather than an
 * offset: when approvals between two requests change the figures, pages still neither repeat nor
 * skip a member who kept their place.
 */
export function payoutPreview(db: Database, query: ListQuery) {
  const after = decodeCursor(query.cursor, settlementKey);
  return previewSettlement(db, async (tx, period) => {
    const rows = await queryRows<Row>(
      tx,
      settlementPage(
        sql`select member_id, carry_left as carried_left, carry_right as carried_right,
                   period_left, period_right, matched, direct_bonus, team_bonus, cap_applied,
                   tds, payout
              from (${PAID_SETTLEMENTS}) paid`,
        after,
        query.limit,
      ),
    );
    return {
      period,
      totals: totalsOf(await settlementTotals(tx)),
      ...settlementPageOf(rows, query.limit),
    };
  });
}

/** The preview's totals alone (the dashboard's projection). */
export function projectedPayout(db: Database) {
  return previewSettlement(db, async (tx) => totalsOf(await settlementTotals(tx)));
}

/** Closed periods, newest first. */
export async function closedPeriods(
  db: Database,
  query: ListQuery,
): Promise<Page<ClosedPeriod> & { open: { id: number; startedAt: string } }> {
  const after = decodeCursor(query.cursor, idKey);
  const rows = await queryRows<Row>(
    db,
    sql`select *, ${actorNameOf(sql`closed_by`)} as closer from periods
         where closed_at is not null and ${beforeId(sql`id`, after?.[0])}
         order by id desc limit ${query.limit + 1}`,
  );
  const open = await openPeriod(db);
  const closed = pageOf(
    rows,
    query.limit,
    (r) => ({
      _id: String(r['id']),
      startedAt: isoOf(r['started_at']),
      week: isoOf(r['closed_at']),
      members: Number(r['members'] ?? 0),
      total: toUsdt((r['total_payout'] as number | null) ?? 0),
      tds: toUsdt((r['total_tds'] as number | null) ?? 0),
      closedBy: String(r['closer']),
    }),
    (r) => [Number(r['id'])],
  );
  return { ...closed, open: { id: open.id, startedAt: isoOf(open.started_at) } };
}

/** What a close paid, member by member (its weekly earning rows), biggest payout first. */
export async function closedPeriodDetail(
  db: Database,
  periodId: number,
  query: ListQuery,
): Promise<Page<Settlement>> {
  const [period] = await queryRows<{ closed_at: unknown }>(
    db,
    sql`select closed_at from periods where id = ${periodId}`,
  );
  if (!period) throw new DomainError('not_found', `Period ${periodId} not found`);
  if (period.closed_at === null) {
    throw new DomainError('conflict', `Period ${periodId} is still open: see the payout preview`);
  }
  const after = decodeCursor(query.cursor, settlementKey);
  const rows = await queryRows<Row>(
    db,
    settlementPage(
      sql`select * from weekly_earnings where period_id = ${periodId}`,
      after,
      query.limit,
    ),
  );
  return settlementPageOf(rows, query.limit);
}
