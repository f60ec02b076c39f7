import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { checkAuditChain } from '../modules/audit/service';
import { checkLedger } from '../modules/integrity/ledger-check';
import { legTotals } from '../modules/tree/tour';

/**
 * Everything that must hold after any crash (README "Security", crash recovery): the ledger and the audit chain, every
 * decided order and withdrawal with its transfer (and nothing without), points equal to the
 * approved orders, and every member's leg totals equal to a recomputation from parent links.
 */
export async function consistencyProblems(db: Database): Promise<string[]> {
  const problems = [...(await checkLedger(db)), ...(await checkAuditChain(db))];
  const orphans = await queryRows<{ what: string }>(
    db,
    sql`
      select 'order ' || o.order_no || ' is ' || o.status || ' with' ||
             case when t.id is null then 'out' else '' end || ' its transfer' as what
        from orders o left join transfers t on t.ref = 'order:' || o.order_no
       where (o.status = 'approved') <> (t.id is not null)
      union all
      select 'withdrawal ' || w.order_no || ' has no hold transfer'
        from withdrawals w left join transfers t on t.ref = 'withdrawal:' || w.order_no || ':hold'
       where t.id is null
      union all
      select 'member ' || p.member_id || ' has ' || p.personal || ' personal points for ' ||
             coalesce(s.points, 0) || ' approved'
        from member_points p
        left join (select member_id, sum(points) as points from orders where status = 'approved'
                    group by member_id) s on s.member_id = p.member_id
       where p.personal <> coalesce(s.points, 0)`,
  );
  problems.push(...orphans.map((o) => o.what));
  const subtree = await queryRows<{
    id: string | number;
    left_points: string | number;
    right_points: string | number;
  }>(
    db,
    sql`
      with recursive up as (
        select o.member_id as buyer, o.points, m.parent_id, m.side from orders o
          join members m on m.id = o.member_id where o.status = 'approved'
        union all
        select up.buyer, up.points, m.parent_id, m.side from up join members m on m.id = up.parent_id
         where up.parent_id is not null
      ),
      gains as (
        select parent_id as id,
               sum(case when side = 'L' then points else 0 end) as left_points,
               sum(case when side = 'R' then points else 0 end) as right_points
          from up where parent_id is not null group by parent_id
      )
      select m.id, coalesce(g.left_points, 0) as left_points, coalesce(g.right_points, 0) as right_points
        from members m left join gains g on g.id = m.id`,
  );
  for (const row of subtree) {
    const legs = await legTotals(db, Number(row.id));
    if (
      legs.points.left !== Number(row.left_points) ||
      legs.points.right !== Number(row.right_points)
    ) {
      problems.push(
        `member ${row.id} legs ${legs.points.left}|${legs.points.right}, recomputed ${row.left_points}|${row.right_points}`,
      );
    }
  }
  return problems;
}
