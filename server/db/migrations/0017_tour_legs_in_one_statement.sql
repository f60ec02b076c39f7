-- A member's two legs in one statement, inlined into the caller's (the dashboard reads many
-- members' at once, ADR 0014): the tour strictly between its open and its mid, and strictly
-- between its mid and its close. The three items' blocks climb together, one level a step: at each
-- level the entries between two of them are summed (the rest of the one's block and the start of
-- the other's, or the span between them once they share a block: index range scans that read only
-- the entries summed), and the climb stops when all three share one, at most the B-tree's height
-- (decision 0011). The climb was a PL/pgSQL loop of two statements a level; as one recursive query
-- a member whose downline spans leaves costs a third less, one within a leaf the same.
CREATE OR REPLACE FUNCTION tour_leg_totals(p_member bigint)
RETURNS TABLE (left_points bigint, right_points bigint, left_members bigint, right_members bigint)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE climb(h, a, ia, b, ib, c, ic, lo, ro, lp, lm, rp, rm) AS (
    SELECT 0, o.block_id, o.pos, d.block_id, d.pos, e.block_id, e.pos, true, true,
           0::bigint, 0::bigint, 0::bigint, 0::bigint
      FROM tour_items o
      JOIN tour_items d ON d.member_id = o.member_id AND d.kind = 1
      JOIN tour_items e ON e.member_id = o.member_id AND e.kind = 2
     WHERE o.member_id = p_member AND o.kind = 0
    UNION ALL
    SELECT k.h + 1, pa.parent_id, pa.pos, pb.parent_id, pb.pos, pc.parent_id, pc.pos,
           n.lo, n.ro, k.lp + s.lp, k.lm + s.lm, k.rp + s.rp, k.rm + s.rm
      FROM climb k
      -- A leg stays open while its two ends are in different blocks; the climb goes on while one is.
      CROSS JOIN LATERAL (SELECT k.lo AND k.a <> k.b AS lo, k.ro AND k.b <> k.c AS ro) n
      CROSS JOIN LATERAL (
        SELECT coalesce(sum(x.points) FILTER (WHERE x.leg = 0), 0)::bigint AS lp,
               coalesce(sum(x.members) FILTER (WHERE x.leg = 0), 0)::bigint AS lm,
               coalesce(sum(x.points) FILTER (WHERE x.leg = 1), 0)::bigint AS rp,
               coalesce(sum(x.members) FILTER (WHERE x.leg = 1), 0)::bigint AS rm
          FROM (SELECT 0 AS leg, i.points, (i.kind = 1)::int AS members FROM tour_items i
                 WHERE k.h = 0 AND i.block_id = k.a AND i.pos > k.ia AND (k.a <> k.b OR i.pos < k.ib)
                UNION ALL
                SELECT 0, i.points, (i.kind = 1)::int FROM tour_items i
                 WHERE k.h = 0 AND k.a <> k.b AND i.block_id = k.b AND i.pos < k.ib
                UNION ALL
                SELECT 1, i.points, (i.kind = 1)::int FROM tour_items i
                 WHERE k.h = 0 AND i.block_id = k.b AND i.pos > k.ib AND (k.b <> k.c OR i.pos < k.ic)
                UNION ALL
                SELECT 1, i.points, (i.kind = 1)::int FROM tour_items i
                 WHERE k.h = 0 AND k.b <> k.c AND i.block_id = k.c AND i.pos < k.ic
                UNION ALL
                SELECT 0, t.points, t.members FROM tour_blocks t
                 WHERE k.h > 0 AND k.lo AND t.parent_id = k.a AND t.pos > k.ia AND (k.a <> k.b OR t.pos < k.ib)
                UNION ALL
                SELECT 0, t.points, t.members FROM tour_blocks t
                 WHERE k.h > 0 AND k.lo AND k.a <> k.b AND t.parent_id = k.b AND t.pos < k.ib
                UNION ALL
                SELECT 1, t.points, t.members FROM tour_blocks t
                 WHERE k.h > 0 AND k.ro AND t.parent_id = k.b AND t.pos > k.ib AND (k.b <> k.c OR t.pos < k.ic)
                UNION ALL
                SELECT 1, t.points, t.members FROM tour_blocks t
                 WHERE k.h > 0 AND k.ro AND k.b <> k.c AND t.parent_id = k.c AND t.pos < k.ic) x
      ) s
      LEFT JOIN tour_blocks pa ON pa.id = k.a AND (n.lo OR n.ro)
      LEFT JOIN tour_blocks pb ON pb.id = k.b AND (n.lo OR n.ro)
      LEFT JOIN tour_blocks pc ON pc.id = k.c AND (n.lo OR n.ro)
     WHERE k.lo OR k.ro
  )
  SELECT lp, rp, lm, rm FROM climb WHERE NOT (lo OR ro)
$$;
--> statement-breakpoint
DROP FUNCTION tour_legs(bigint);
--> statement-breakpoint
-- Inlined, the climb's estimate (a recursive query per member, times the members a statement
-- reads) passes jit_above_cost, and compiling it costs a thousand times the statement. The
-- server's statements are short lookups and the closes already turn JIT off for themselves, so
-- the database does without it; a migrating role that may not alter the database says so instead.
DO $$
BEGIN
  EXECUTE format('ALTER DATABASE %I SET jit = off', current_database());
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'set jit = off on database % by hand (README "Configuration")', current_database();
END $$;
