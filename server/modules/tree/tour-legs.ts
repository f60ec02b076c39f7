/**
 * Every member's leg totals at once, set-based, from the tour (decision 0011) and, for the check,
 * from the parent links alone. Both need a transaction: they write temp tables dropped at commit.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, applyBulkSettings, type Tx } from '../../db/raw';

/**
 * CTEs ending in `legs(member_id, left_points, right_points[, left_members, right_members])`:
 * every member's leg totals from the tour's blocks, set-based. "Points before" an item is its
 * block's (tour_block_before: each block adds its earlier siblings' sums to its parent's, top
 * down), then along its leaf; a leg is a difference of two. One statement, one snapshot: a
 * placement committing meanwhile (a block split) cannot leave the blocks' sums and the items from
 * two different moments. Sorted by member, not hashed: a million members' legs are grouped from
 * three million items (see `withEveryLegPlan`).
 */
export function everyLegCtes(options: { members: boolean }) {
  const members = options.members;
  return sql`
    items as (
      -- The leaves in (block, pos) order from the covering index alone, no sort (migration 0015);
      -- a ROWS frame: positions are unique in a leaf, and RANGE would compare peers row by row.
      select i.member_id, i.kind, i.points as own,
             b.points + (sum(i.points) over w)::bigint - i.points as points
             ${members ? sql`, b.members + (count(*) filter (where i.kind = 1) over w)::bigint - (i.kind = 1)::int as members` : sql``}
        from tour_items i join tour_block_before() b on b.id = i.block_id
      window w as (partition by i.block_id order by i.pos rows unbounded preceding)
    ),
    legs as (
      select member_id,
             sum(case kind when 1 then points when 0 then -points else 0 end)::bigint as left_points,
             sum(case kind when 2 then points when 1 then -points - own else 0 end)::bigint
               as right_points
             ${
               members
                 ? sql`, sum(case kind when 1 then members when 0 then -members else 0 end)::bigint
                         as left_members,
                       sum(case kind when 2 then members when 1 then -members - 1 else 0 end)::bigint
                         as right_members`
                 : sql``
             }
        from items group by member_id
    )`;
}

/**
 * Runs `statement` (one that reads `everyLegCtes`) with the plan that suits a million members:
 * three million items sorted in memory (the bulk settings' work_mem), grouped by a sort rather than
 * a hash (a hash of a million groups spilled and took twice as long). The planner switches are
 * reset after it; the bulk settings stay for the rest of the transaction.
 */
export async function withEveryLegPlan(tx: Tx, statement: SQL): Promise<void> {
  await applyBulkSettings(tx);
  await tx.execute(sql`set local enable_hashagg = off`);
  // The members' rows are read in key order beside the grouped legs, not hashed (a million each).
  await tx.execute(sql`set local enable_hashjoin = off`);
  await tx.execute(statement);
  for (const setting of ['enable_hashjoin', 'enable_hashagg']) {
    await tx.execute(sql.raw(`reset ${setting}`));
  }
}

/** `tour_legs` (a temp table dropped at commit) with every member's leg totals and counts. */
export async function createTourLegs(tx: Tx): Promise<void> {
  await withEveryLegPlan(
    tx,
    sql`create temp table tour_legs on commit drop as
        with ${everyLegCtes({ members: true })}
        select * from legs`,
  );
  await tx.execute(sql`create index on tour_legs (member_id)`);
  await tx.execute(sql`analyze tour_legs`);
}

/**
 * What must hold of the tour (decision 0011): every block's counts and sums equal its entries',
 * every mid carries its member's personal points, every member is in it, and every member's leg
 * totals equal a recount from the parent links alone (a walk of the tree in the database, then
 * running sums in its order). Answers one line per problem found (at most 20 of each kind).
 */
export async function checkTour(db: Database): Promise<string[]> {
  // Repeatable read: every statement of the check sees the same moment of a live database.
  return db.transaction(
    async (tx) => {
      const problems: string[] = [];
      const blocks = await queryRows<{ id: string | number }>(
        tx,
        sql`
        with below as (
          select block_id as id, count(*) as entries, count(*) as items,
                 count(*) filter (where kind = 1) as members, sum(points) as points
            from tour_items group by block_id
          union all
          select parent_id, count(*), sum(items), sum(members), sum(points)
            from tour_blocks where parent_id is not null group by parent_id
        )
        select b.id from tour_blocks b left join below s on s.id = b.id
         where (b.entries, b.items, b.members, b.points)
               is distinct from (s.entries, s.items, s.members, s.points)
         limit 20`,
      );
      problems.push(...blocks.map((b) => `tour block ${b.id} does not add up to its entries`));
      const mids = await queryRows<{ id: string | number }>(
        tx,
        sql`select m.id from members m
            left join tour_items i on i.member_id = m.id and i.kind = 1
            left join member_points p on p.member_id = m.id
           where i.member_id is null or i.points <> coalesce(p.personal, 0)
           limit 20`,
      );
      problems.push(
        ...mids.map((m) => `member ${m.id} is missing from the tour or its points differ`),
      );

      await createTourLegs(tx);
      await tx.execute(sql`select tour_order_from_members()`);
      const legs = await queryRows<{ member_id: string | number; tour: string; recount: string }>(
        tx,
        sql`
        with walk as (
          select o.member_id, o.kind, coalesce(p.personal, 0) as own,
                 coalesce(sum(case when o.kind = 1 then coalesce(p.personal, 0) else 0 end) over w, 0)
                   as points,
                 coalesce(sum((o.kind = 1)::int) over w, 0) as members
            from tour_order o left join member_points p on p.member_id = o.member_id
          window w as (order by o.seq rows between unbounded preceding and 1 preceding)
        ),
        recount as (
          select member_id,
                 sum(case kind when 1 then points when 0 then -points else 0 end) as left_points,
                 sum(case kind when 2 then points when 1 then -points - own else 0 end) as right_points,
                 sum(case kind when 1 then members when 0 then -members else 0 end) as left_members,
                 sum(case kind when 2 then members when 1 then -members - 1 else 0 end) as right_members
            from walk group by member_id
        )
        select r.member_id,
               concat_ws('|', t.left_points, t.right_points, t.left_members, t.right_members) as tour,
               concat_ws('|', r.left_points, r.right_points, r.left_members, r.right_members) as recount
          from recount r left join tour_legs t on t.member_id = r.member_id
         where (t.left_points, t.right_points, t.left_members, t.right_members)
               is distinct from (r.left_points, r.right_points, r.left_members, r.right_members)
         limit 20`,
      );
      problems.push(
        ...legs.map(
          (l) =>
            `member ${l.member_id} legs (points L|R, members L|R) ${l.tour}, recounted ${l.recount}`,
        ),
      );
      return problems;
    },
    { isolationLevel: 'repeatable read' },
  );
}
