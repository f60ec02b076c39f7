/**
 * Every member's leg totals at once, set-based, from the tour (decision 0011) and, for the check,
 * from the parent links alone. Both need a transaction: they write temp tables dropped at commit.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, type Tx } from '../../db/raw';

/**
 * `tour_legs(member_id, left_points, right_points, left_members, right_members)` from the tour's
 * blocks: "points before" an item is worked out top-down (each block adds its earlier siblings' sums
 * to its parent's), so no step sorts more than one block's entries; a leg is a difference of two.
 */
export async function createTourLegs(tx: Tx): Promise<void> {
  // Three million items' sums at a million members: in memory, not on disk.
  await tx.execute(sql`set local work_mem = '256MB'`);
  // One statement, one snapshot: a placement committing meanwhile (a block split) cannot leave
  // the blocks' sums and the items from two different moments.
  await tx.execute(sql`
    create temp table tour_legs on commit drop as
    with recursive siblings as (
      select id, parent_id,
             coalesce(sum(points) over w, 0)::bigint as points,
             coalesce(sum(members) over w, 0)::bigint as members
        from tour_blocks
      window w as (partition by parent_id order by pos rows between unbounded preceding and 1 preceding)
    ),
    block_before as (
      select id, points, members from siblings where parent_id is null
      union all
      select s.id, b.points + s.points, b.members + s.members
        from block_before b join siblings s on s.parent_id = b.id
    ),
    items as (
      select i.member_id, i.kind, i.points as own,
             b.points + coalesce(sum(i.points) over w, 0) as points,
             b.members + coalesce(sum((i.kind = 1)::int) over w, 0) as members
        from tour_items i join block_before b on b.id = i.block_id
      window w as (partition by i.block_id order by i.pos
                   rows between unbounded preceding and 1 preceding)
    )
    select member_id,
           sum(case kind when 1 then points when 0 then -points else 0 end)::bigint as left_points,
           sum(case kind when 2 then points when 1 then -points - own else 0 end)::bigint
             as right_points,
           sum(case kind when 1 then members when 0 then -members else 0 end)::bigint
             as left_members,
           sum(case kind when 2 then members when 1 then -members - 1 else 0 end)::bigint
             as right_members
      from items group by member_id`);
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
