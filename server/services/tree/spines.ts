import { sql, type SQL } from 'drizzle-orm';
import type { Side } from '../../db/schema';
import { queryRows, type Executor } from '../../db/raw';
import { pointQueryNodes, prefixUpdateNodes } from './fenwick';

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

export type Segment = { spineHead: number; side: Side; upto: number };

/**
 * The way from a member up to the root as runs along spines: on each run the ancestors gain on one
 * side. One row per change of direction, found in a single recursive query.
 */
export async function segmentsAbove(db: Executor, memberId: number): Promise<Segment[]> {
  const rows = await queryRows<{ side: Side; spine_head: string | number; upto: number }>(
    db,
    sql`
      ${walkUp(memberId)}
      select side,
             case side when 'L' then left_head else right_head end as spine_head,
             case side when 'L' then left_pos else right_pos end as upto
        from up where side is not null`,
  );
  return rows.map((r) => ({ spineHead: Number(r.spine_head), side: r.side, upto: r.upto }));
}

/** What a new member or an approved order adds to each ancestor's leg. */
export type LegAmounts = { members?: number; points?: number };

/** The Fenwick rows a way up touches, sorted so that concurrent writers lock them in one order. */
function fenwickRows(segments: Segment[]) {
  return segments
    .flatMap((s) => prefixUpdateNodes(s.upto).map((idx) => ({ ...s, idx })))
    .sort((a, b) => a.spineHead - b.spineHead || a.side.localeCompare(b.side) || a.idx - b.idx);
}

/** Adds to the leg totals of every ancestor on the way up: one statement, O(runs x log) rows. */
export async function addToLegTotals(
  db: Executor,
  segments: Segment[],
  { members = 0, points = 0 }: LegAmounts,
): Promise<void> {
  const rows = fenwickRows(segments);
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into leg_totals (spine_head, side, idx, members, points)
    values ${sql.join(
      rows.map((r) => sql`(${r.spineHead}, ${r.side}, ${r.idx}, ${members}, ${points})`),
      sql`, `,
    )}
    on conflict (spine_head, side, idx)
    do update set members = leg_totals.members + excluded.members,
                  points = leg_totals.points + excluded.points`);
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

/**
 * The side of an ancestor's tree that a way up (a member's `segmentsAbove`) comes from, or
 * undefined when the ancestor is not on it: the ancestor lies on one run, above where it starts.
 */
export function sideTowards(ancestor: SpinePlace, segments: Segment[]): Side | undefined {
  const run = segments.find((s) =>
    s.side === 'L'
      ? s.spineHead === ancestor.leftHead && ancestor.leftPos < s.upto
      : s.spineHead === ancestor.rightHead && ancestor.rightPos < s.upto,
  );
  return run?.side;
}

const pointQuery = (position: number) =>
  sql.raw(`array[${pointQueryNodes(position, MAX_SPINE_LENGTH).join(',')}]`);

/**
 * SQL for `pointQueryNodes(position, MAX_SPINE_LENGTH)`, so a query can read leg totals without a
 * round trip for the member's place first: the nodes are (position | (2^k - 1)) + 1, k = 0..26.
 */
export const pointQueryNodesSql = (position: SQL) =>
  sql`array(select (${position} | ((1 << k) - 1)) + 1 from generate_series(0, ${Math.log2(MAX_SPINE_LENGTH)}) k)`;

/** Leg totals of `member` (a row alias with spine columns) as a lateral: `side`'s members, points. */
export const legTotalsLateral = (member: string, side: Side) => {
  const column = side === 'L' ? 'left' : 'right';
  return sql`
    select coalesce(sum(members), 0) as members, coalesce(sum(points), 0) as points
      from leg_totals
     where spine_head = ${sql.raw(`${member}.${column}_head`)} and side = ${side}
       and idx = any(${pointQueryNodesSql(sql.raw(`${member}.${column}_pos`))})`;
};

export type LegTotals = {
  members: { left: number; right: number };
  points: { left: number; right: number };
};

/** How many members, and how many all-time team points, a member's left and right legs hold. */
export async function legTotals(db: Executor, member: SpinePlace): Promise<LegTotals> {
  const rows = await queryRows<{ side: Side; members: string | number; points: string | number }>(
    db,
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
