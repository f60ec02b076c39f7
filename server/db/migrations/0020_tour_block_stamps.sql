-- A block's stamp alone: its id, row version and sums, the value tour_leg_stamp returns for the
-- block it finds. A member's stamp names its block, and while that block's row is the same
-- version nothing below it changed (every write below updates it) and nothing left it (a split of
-- the block updates it too), so the block is still the lowest holding the member's open and
-- close, and the legs are the same: re-reading the named block's stamp checks a kept stamp with
-- one index lookup instead of the climb (docs/decisions/0011, "Leg stamps").
CREATE FUNCTION tour_block_stamp(p_block bigint)
RETURNS TABLE (stamp text)
LANGUAGE sql STABLE AS $$
  SELECT concat_ws(':', t.id, t.xmin, t.points, t.members) FROM tour_blocks t WHERE t.id = p_block
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_leg_stamp(p_member bigint)
RETURNS TABLE (stamp text)
LANGUAGE sql STABLE AS $$
  WITH RECURSIVE up(a, c) AS (
    SELECT o.block_id, e.block_id
      FROM tour_items o
      JOIN tour_items e ON e.member_id = o.member_id AND e.kind = 2
     WHERE o.member_id = p_member AND o.kind = 0
    UNION ALL
    SELECT pa.parent_id, pc.parent_id
      FROM up
      JOIN tour_blocks pa ON pa.id = up.a
      JOIN tour_blocks pc ON pc.id = up.c
     WHERE up.a <> up.c
  )
  SELECT s.stamp FROM up CROSS JOIN LATERAL tour_block_stamp(up.a) s WHERE up.a = up.c
$$;
