-- What a member's legs were summed from, as one value: the lowest block that holds both its open
-- and its close (the first block the climbs from the two meet in), with that row's version and
-- sums. Every item between the two lies below that block, and every write that changes what lies
-- there (an approval's points, a placement's items, a split that moves entries out) updates that
-- block's row, a new row version: while its id, version and sums stay the same, so do the member's
-- legs (docs/decisions/0011, "Leg stamps"). Two index lookups a level, against the
-- legs' climb that sums up to a block's worth of entries a level; the dashboard keeps the legs it
-- summed and climbs again only when the stamp changed.
CREATE FUNCTION tour_leg_stamp(p_member bigint)
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
  SELECT concat_ws(':', t.id, t.xmin, t.points, t.members)
    FROM up JOIN tour_blocks t ON t.id = up.a
   WHERE up.a = up.c
$$;
