import { sql } from 'drizzle-orm';
import type { Side } from '../../db/schema';
import { queryPrepared, queryRows, type Executor } from '../../db/raw';
import { pointQueryNodes } from './fenwick';

/** Upper bound of any spine's length: reads enumerate Fenwick nodes up to it (at most 27). */
const MAX_SPINE_LENGTH = 1 << 26;

/**
 * `up`: the member and the head of every spine run above it, found by jumping from a member to the
 * head of the spine it hangs on (the run's topmost ancestor) instead of walking parent by parent.
 */
const walkUp = (memberId: number) => sql`
  with recursive up as (
    select id, side, left_head, left_pos, right_head, right_pos
      from members where id = ${memberId}
    union all
    select m.id, m.side, m.left_head, m.left_pos, m.right_head, m.right_pos
      from up join members m
        on m.id = case up.side when 'L' then up.left_head else up.right_head end
     where up.side is not null
  )`;

/** What a new member or an approved order adds to each ancestor's leg. */
export type LegAmounts = { members?: number; points?: number };

/**
 * `segments`: the runs of `walkUp(memberId)` as (spine_head, side, upto), in SQL. A zigzag leg has
 * one run per level, so the way up is never carried through JavaScript or spelled out as values:
 * a 100,000-deep zigzag once overflowed the stack building that statement.
 */
const segmentsOf = (memberId: number) => sql`
  ${walkUp(memberId)},
  segments as (
    select case side when 'L' then left_head else right_head end as spine_head, side,
           case side when 'L' then left_pos else right_pos end as upto
      from up where side is not null
  )`;

/**
 * The Fenwick rows a way up touches: `prefixUpdateNodes(upto)` of each run, in SQL; the nodes are
 * upto with its k lowest bits cleared, k = 0..26. Sorted so that concurrent writers lock them in one
 * order.
 */
const FENWICK_ROWS = sql`
  select distinct s.spine_head, s.side, s.upto & ~((1 << k) - 1) as idx
    from segments s cross join generate_series(0, ${Math.log2(MAX_SPINE_LENGTH)}) k
   where s.upto & ~((1 << k) - 1) > 0
   order by 1, 2, 3`;

const addToLegTotalsSql = ({ members = 0, points = 0 }: LegAmounts) => sql`
  insert into leg_totals (spine_head, side, idx, members, points)
  select spine_head, side, idx, ${members}, ${points} from (${FENWICK_ROWS}) f
  on conflict (spine_head, side, idx)
  do update set members = leg_totals.members + excluded.members,
                points = leg_totals.points + excluded.points`;

/**
 * Adds to the leg totals of every ancestor of `memberId` (a new member: `members: 1`) and answers
 * which side of `ancestorId`'s tree (if given) the member is on: one statement, O(runs x log) rows.
 */
export async function addToLegTotalsAbove(
  db: Executor,
  memberId: number,
  amounts: LegAmounts,
  ancestorId = 0,
): Promise<Side | undefined> {
  const [row] = await queryRows<{ side: Side | null }>(
    db,
    sql`
      ${segmentsOf(memberId)},
      added as (${addToLegTotalsSql(amounts)})
      select (select s.side from segments s join members a on a.id = ${ancestorId}
               where (s.side = 'L' and a.left_head = s.spine_head and a.left_pos < s.upto)
                  or (s.side = 'R' and a.right_head = s.spine_head and a.right_pos < s.upto)
               limit 1) as side`,
  );
  return row?.side ?? undefined;
}

/**
 * An approved order's points for every ancestor of `memberId`: the all-time leg totals and the
 * open period's deltas (one row per run), in one statement.
 */
export async function addPointsAbove(
  db: Executor,
  memberId: number,
  periodId: number,
  points: number,
): Promise<void> {
  await db.execute(sql`
    ${segmentsOf(memberId)},
    added as (${addToLegTotalsSql({ points })})
    insert into team_deltas (period_id, spine_head, side, upto, points)
    select ${periodId}, spine_head, side, upto, ${points} from segments`);
}

export type SpinePlace = { leftHead: number; leftPos: number; rightHead: number; rightPos: number };

/** Where a member lies on its two spines. */
export async function spinePlaceOf(db: Executor, memberId: number): Promise<SpinePlace> {
  const [row] = await queryRows<{
    left_head: string | number;
    left_pos: number;
    right_head: string | number;
    right_pos: number;
  }>(
    db,
    sql`select left_head, left_pos, right_head, right_pos from members where id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} is missing`);
  return {
    leftHead: Number(row.left_head),
    leftPos: row.left_pos,
    rightHead: Number(row.right_head),
    rightPos: row.right_pos,
  };
}

/** The Fenwick nodes to sum for a position, as one array parameter (the statement's text stays fixed). */
const pointQuery = (position: number) =>
  sql`${`{${pointQueryNodes(position, MAX_SPINE_LENGTH).join(',')}}`}::int[]`;

export type LegTotals = {
  members: { left: number; right: number };
  points: { left: number; right: number };
};

/** How many members, and how many all-time team points, a member's left and right legs hold. */
export async function legTotals(db: Executor, member: SpinePlace): Promise<LegTotals> {
  const rows = await queryPrepared<{
    side: Side;
    members: string | number;
    points: string | number;
  }>(
    db,
    'leg_totals',
    sql`
      select side, sum(members) as members, sum(points) as points from leg_totals
       where (spine_head = ${member.leftHead} and side = 'L' and idx = any(${pointQuery(member.leftPos)}))
          or (spine_head = ${member.rightHead} and side = 'R' and idx = any(${pointQuery(member.rightPos)}))
       group by side`,
  );
  const of = (side: Side) => rows.find((r) => r.side === side);
  const count = (side: Side, key: 'members' | 'points') => Number(of(side)?.[key] ?? 0);
  return {
    members: { left: count('L', 'members'), right: count('R', 'members') },
    points: { left: count('L', 'points'), right: count('R', 'points') },
  };
}

/** Whether `ancestorId` lies above `memberId` in the tree (a member is not its own ancestor). */
export async function isAncestor(db: Executor, ancestorId: number, memberId: number) {
  const [row] = await queryRows<{ found: boolean }>(
    db,
    sql`
      ${walkUp(memberId)}
      select exists (
        select 1 from up join members a on a.id = ${ancestorId}
         where (up.side = 'L' and a.left_head = up.left_head and a.left_pos < up.left_pos)
            or (up.side = 'R' and a.right_head = up.right_head and a.right_pos < up.right_pos)
      ) as found`,
  );
  return row?.found === true;
}
