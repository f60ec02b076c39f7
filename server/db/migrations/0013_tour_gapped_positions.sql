-- A leaf's items are numbered with gaps (docs/decisions/0011, "Placement"): a new member's three
-- items take positions between their neighbours', so a placement writes its own three rows instead
-- of renumbering the rest of the leaf (each renumbered row a new row version and index entries).
-- Blocks above a changed item are updated one by one up the parent links (one index lookup each),
-- and a placement finds its slot, locks and all, in the statement that inserts the member.
CREATE FUNCTION tour_gap() RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS 'SELECT 1048576';
--> statement-breakpoint
-- Leaves held positions 0, 1, 2, ... so far: spread them out.
UPDATE tour_items SET pos = pos * tour_gap();
--> statement-breakpoint
-- Numbers a leaf's items afresh, a full gap apart (when an insert finds no room between two).
CREATE FUNCTION tour_renumber(p_block bigint) RETURNS void LANGUAGE sql AS $$
  UPDATE tour_items i SET pos = r.rank * tour_gap()
    FROM (SELECT member_id, kind, (row_number() OVER (ORDER BY pos) - 1)::integer AS rank
            FROM tour_items WHERE block_id = p_block) r
   WHERE i.member_id = r.member_id AND i.kind = r.kind AND i.pos <> r.rank * tour_gap()
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_add(p_member bigint, p_points bigint) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  cur bigint;
BEGIN
  PERFORM 1 FROM tour_root FOR UPDATE;
  UPDATE tour_items SET points = points + p_points WHERE member_id = p_member AND kind = 1
  RETURNING block_id INTO cur;
  IF NOT FOUND THEN RAISE EXCEPTION 'member % is not in the tour', p_member; END IF;
  WHILE cur IS NOT NULL LOOP
    UPDATE tour_blocks SET points = points + p_points WHERE id = cur RETURNING parent_id INTO cur;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_split(p_block bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gap constant integer := tour_gap();
  cur bigint := p_block;
  blk tour_blocks%ROWTYPE;
  cap integer;
  half integer;
  sibling bigint;
  new_root bigint;
  moved record;
BEGIN
  SELECT r.max_entries INTO cap FROM tour_root r;
  LOOP
    SELECT * INTO blk FROM tour_blocks WHERE id = cur;
    EXIT WHEN blk.entries <= cap;
    IF blk.parent_id IS NULL THEN
      INSERT INTO tour_blocks (parent_id, pos, height, entries, items, members, points)
      VALUES (NULL, 0, blk.height + 1, 1, blk.items, blk.members, blk.points)
      RETURNING id INTO new_root;
      UPDATE tour_blocks SET parent_id = new_root, pos = 0 WHERE id = cur;
      UPDATE tour_root SET block_id = new_root;
      blk.parent_id := new_root;
      blk.pos := 0;
    END IF;
    half := blk.entries / 2;
    UPDATE tour_blocks SET pos = pos + 1 WHERE parent_id = blk.parent_id AND pos > blk.pos;
    INSERT INTO tour_blocks (parent_id, pos, height, entries)
    VALUES (blk.parent_id, blk.pos + 1, blk.height, blk.entries - half)
    RETURNING id INTO sibling;
    IF blk.height = 0 THEN
      -- The later half moves, numbered afresh a full gap apart; the earlier half stays as it is.
      WITH ranked AS (
        SELECT member_id, kind, (row_number() OVER (ORDER BY pos) - 1)::integer AS rank
          FROM tour_items WHERE block_id = cur
      ),
      m AS (
        UPDATE tour_items i SET block_id = sibling, pos = (r.rank - half) * gap
          FROM ranked r
         WHERE i.member_id = r.member_id AND i.kind = r.kind AND r.rank >= half
        RETURNING i.kind, i.points
      )
      SELECT count(*)::integer AS items, count(*) FILTER (WHERE kind = 1)::integer AS members,
             coalesce(sum(points), 0)::bigint AS points INTO moved FROM m;
    ELSE
      WITH m AS (
        UPDATE tour_blocks SET parent_id = sibling, pos = pos - half
         WHERE parent_id = cur AND pos >= half RETURNING items, members, points
      )
      SELECT coalesce(sum(items), 0)::integer AS items, coalesce(sum(members), 0)::integer AS members,
             coalesce(sum(points), 0)::bigint AS points INTO moved FROM m;
    END IF;
    UPDATE tour_blocks SET items = moved.items, members = moved.members, points = moved.points
     WHERE id = sibling;
    UPDATE tour_blocks SET entries = half, items = items - moved.items,
                           members = members - moved.members, points = points - moved.points
     WHERE id = cur;
    UPDATE tour_blocks SET entries = entries + 1 WHERE id = blk.parent_id;
    cur := blk.parent_id;
  END LOOP;
END $$;
--> statement-breakpoint
-- Puts a new member's open, mid and close right after an item (after its parent's open for a left
-- child, after its parent's mid for a right child: decisions §4), between that item's position and
-- the next one's. With no item to follow, the member is the tour's first (the network's root).
CREATE OR REPLACE FUNCTION tour_insert(p_member bigint, p_after_member bigint, p_after_kind smallint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  gap constant integer := tour_gap();
  cap integer;
  leaf bigint;
  at integer;
  nxt integer;
  step integer;
  cur bigint;
  leaf_entries integer;
BEGIN
  SELECT r.max_entries INTO cap FROM tour_root r FOR UPDATE;
  IF p_after_member IS NULL THEN
    IF FOUND THEN RAISE EXCEPTION 'the tour has a first member'; END IF;
    INSERT INTO tour_blocks (parent_id, pos, height) VALUES (NULL, 0, 0) RETURNING id INTO leaf;
    INSERT INTO tour_root (block_id) VALUES (leaf) RETURNING max_entries INTO cap;
    at := -gap;
    step := gap;
  ELSE
    SELECT i.block_id, i.pos,
           (SELECT n.pos FROM tour_items n WHERE n.block_id = i.block_id AND n.pos > i.pos
             ORDER BY n.pos LIMIT 1)
      INTO leaf, at, nxt FROM tour_items i
     WHERE i.member_id = p_after_member AND i.kind = p_after_kind;
    IF NOT FOUND THEN RAISE EXCEPTION 'member % is not in the tour', p_after_member; END IF;
    step := (coalesce(nxt, at + 4 * gap) - at) / 4;
    -- No room left between the two, or the leaf's end near the integers' end: number it afresh.
    IF step < 1 OR at > 1073741824 THEN
      PERFORM tour_renumber(leaf);
      SELECT i.pos INTO at FROM tour_items i
       WHERE i.member_id = p_after_member AND i.kind = p_after_kind;
      step := gap / 4;
    END IF;
  END IF;
  INSERT INTO tour_items (member_id, kind, block_id, pos)
  VALUES (p_member, 0, leaf, at + step), (p_member, 1, leaf, at + 2 * step),
         (p_member, 2, leaf, at + 3 * step);
  UPDATE tour_blocks SET items = items + 3, members = members + 1, entries = entries + 3
   WHERE id = leaf RETURNING parent_id, entries INTO cur, leaf_entries;
  WHILE cur IS NOT NULL LOOP
    UPDATE tour_blocks SET items = items + 3, members = members + 1 WHERE id = cur
    RETURNING parent_id INTO cur;
  END LOOP;
  IF leaf_entries > cap THEN PERFORM tour_split(leaf); END IF;
END $$;
--> statement-breakpoint
-- The first mid of the tour after position p_pos of leaf p_leaf (p_forward), or the last before
-- it: the rest of that leaf, else up to the first ancestor with a later (earlier) entry holding a
-- mid and down through first (last) entries holding one. NULL when the tour has none there. (It
-- was given any block and looked its height up; its one caller gives an item's leaf.)
DROP FUNCTION tour_extreme(bigint, boolean);
--> statement-breakpoint
DROP FUNCTION tour_next_mid(bigint, integer, boolean);
--> statement-breakpoint
CREATE FUNCTION tour_next_mid(p_leaf bigint, p_pos integer, p_forward boolean) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  cur bigint := p_leaf;
  at integer := p_pos;
  h integer := 0;
  parent bigint;
  hit bigint;
BEGIN
  SELECT member_id INTO hit FROM tour_items
   WHERE block_id = cur AND kind = 1 AND CASE WHEN p_forward THEN pos > at ELSE pos < at END
   ORDER BY CASE WHEN p_forward THEN pos ELSE -pos END LIMIT 1;
  IF hit IS NOT NULL THEN RETURN hit; END IF;
  -- Up until a block holds a later (earlier) entry with a mid below it.
  LOOP
    SELECT b.parent_id, b.pos INTO parent, at FROM tour_blocks b WHERE b.id = cur;
    IF parent IS NULL THEN RETURN NULL; END IF;
    cur := parent;
    h := h + 1;
    SELECT id INTO hit FROM tour_blocks
     WHERE parent_id = cur AND members > 0 AND CASE WHEN p_forward THEN pos > at ELSE pos < at END
     ORDER BY CASE WHEN p_forward THEN pos ELSE -pos END LIMIT 1;
    EXIT WHEN hit IS NOT NULL;
  END LOOP;
  -- Down the first (last) entries with a mid below them.
  cur := hit;
  h := h - 1;
  WHILE h > 0 LOOP
    SELECT id INTO cur FROM tour_blocks WHERE parent_id = cur AND members > 0
     ORDER BY CASE WHEN p_forward THEN pos ELSE -pos END LIMIT 1;
    h := h - 1;
  END LOOP;
  SELECT member_id INTO hit FROM tour_items WHERE block_id = cur AND kind = 1
   ORDER BY CASE WHEN p_forward THEN pos ELSE -pos END LIMIT 1;
  RETURN hit;
END $$;
--> statement-breakpoint
-- The last member on the outer edge of a member's left (right) leg, the member itself when that
-- leg is empty: the first mid after its open (the last before its close). PL/pgSQL, so that its
-- query is planned once per connection (a SQL function called from another is planned each call).
CREATE FUNCTION tour_extreme(p_member bigint, p_left boolean) RETURNS bigint
LANGUAGE plpgsql STABLE AS $$
DECLARE
  leaf bigint;
  at integer;
BEGIN
  SELECT i.block_id, i.pos INTO leaf, at FROM tour_items i
   WHERE i.member_id = p_member AND i.kind = CASE WHEN p_left THEN 0 ELSE 2 END;
  IF NOT FOUND THEN RETURN NULL; END IF;
  RETURN tour_next_mid(leaf, at, p_left);
END $$;
--> statement-breakpoint
DROP FUNCTION tour_blocks_above(bigint, smallint);
--> statement-breakpoint
-- Where a new member goes (decisions §4): the extreme end of `p_under`'s leg on the chosen side,
-- that member's depth, and the side of the sponsor's tree the new member joins (the placement's
-- side below the sponsor itself, else the side `p_under` lies on). `p_lock` takes the tour's root
-- row first (always, but in the test that shows why), so the end found cannot move before the
-- member is in place; VOLATILE, so each of its reads sees what committed before the lock came.
CREATE FUNCTION tour_slot(p_under bigint, p_left boolean, p_sponsor bigint, p_lock boolean,
                          OUT slot_parent bigint, OUT slot_depth integer, OUT slot_sponsor_side char(1))
LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  leaf bigint;
  at integer;
BEGIN
  IF p_lock THEN PERFORM 1 FROM tour_root FOR UPDATE; END IF;
  -- The end is most often a mid of the leaf the start's open (close) is in: one statement finds it
  -- and its depth; tour_next_mid looks further only when it is not.
  SELECT i.block_id, i.pos, e.member_id, m.depth INTO leaf, at, slot_parent, slot_depth
    FROM tour_items i
    LEFT JOIN LATERAL (
      SELECT n.member_id FROM tour_items n
       WHERE n.block_id = i.block_id AND n.kind = 1
         AND CASE WHEN p_left THEN n.pos > i.pos ELSE n.pos < i.pos END
       ORDER BY CASE WHEN p_left THEN n.pos ELSE -n.pos END LIMIT 1
    ) e ON true
    LEFT JOIN members m ON m.id = e.member_id
   WHERE i.member_id = p_under AND i.kind = CASE WHEN p_left THEN 0 ELSE 2 END;
  IF NOT FOUND THEN RAISE EXCEPTION 'member % is not in the tour', p_under; END IF;
  IF slot_parent IS NULL THEN
    slot_parent := tour_next_mid(leaf, at, p_left);
    SELECT m.depth INTO slot_depth FROM members m WHERE m.id = slot_parent;
  END IF;
  slot_sponsor_side := CASE WHEN p_under = p_sponsor THEN CASE WHEN p_left THEN 'L' ELSE 'R' END
                            ELSE tour_side_below(p_sponsor, p_under) END;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tour_pack(p_fill integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  max_entries integer;
  ids text := pg_get_serial_sequence('tour_blocks', 'id');
  base bigint;
  below_base bigint;
  below_count bigint;
  h integer := 0;
BEGIN
  -- Nothing may place, approve or split while the tour is replaced (reads may go on).
  LOCK TABLE tour_root, tour_blocks, tour_items IN EXCLUSIVE MODE;
  SELECT coalesce((SELECT r.max_entries FROM tour_root r), 64) INTO max_entries;
  IF p_fill < 2 OR p_fill > max_entries THEN RAISE EXCEPTION 'fill % out of range', p_fill; END IF;
  DELETE FROM tour_root;
  DELETE FROM tour_items;
  DELETE FROM tour_blocks;
  CREATE TEMP TABLE tour_ranked ON COMMIT DROP AS
  SELECT o.member_id, o.kind, row_number() OVER (ORDER BY o.seq) - 1 AS rn,
         CASE WHEN o.kind = 1 THEN coalesce(p.personal, 0) ELSE 0 END AS points
    FROM tour_order o LEFT JOIN member_points p ON p.member_id = o.member_id AND o.kind = 1;
  SELECT count(*) INTO below_count FROM tour_ranked;
  IF below_count = 0 THEN DROP TABLE tour_ranked; RETURN; END IF;
  base := nextval(ids);
  PERFORM setval(ids, base + (below_count - 1) / p_fill);
  INSERT INTO tour_blocks (id, parent_id, pos, height, entries, items, members, points)
  SELECT base + rn / p_fill, NULL, 0, 0, count(*), count(*), count(*) FILTER (WHERE kind = 1), sum(points)
    FROM tour_ranked GROUP BY rn / p_fill;
  INSERT INTO tour_items (member_id, kind, block_id, pos, points)
  SELECT member_id, kind, base + rn / p_fill, (rn % p_fill) * tour_gap(), points FROM tour_ranked;
  DROP TABLE tour_ranked;
  below_count := (below_count - 1) / p_fill + 1;
  below_base := base;
  WHILE below_count > 1 LOOP
    h := h + 1;
    base := nextval(ids);
    PERFORM setval(ids, base + (below_count - 1) / p_fill);
    INSERT INTO tour_blocks (id, parent_id, pos, height, entries, items, members, points)
    SELECT base + (id - below_base) / p_fill, NULL, 0, h, count(*), sum(items), sum(members), sum(points)
      FROM tour_blocks WHERE height = h - 1 GROUP BY (id - below_base) / p_fill;
    UPDATE tour_blocks SET parent_id = base + (id - below_base) / p_fill, pos = (id - below_base) % p_fill
     WHERE height = h - 1;
    below_count := (below_count - 1) / p_fill + 1;
    below_base := base;
  END LOOP;
  INSERT INTO tour_root (block_id, max_entries) VALUES (below_base, max_entries);
  -- Fresh statistics: planned on an empty table's, the walks would scan every block.
  ANALYZE tour_items;
  ANALYZE tour_blocks;
END $$;
--> statement-breakpoint
-- Which leg of an ancestor holds a member ('L', 'R', NULL when not below it): the member's open
-- lies between the ancestor's open and mid, or between its mid and close. PL/pgSQL, so that it is
-- planned once per connection like its callers.
CREATE OR REPLACE FUNCTION tour_side_below(p_ancestor bigint, p_member bigint) RETURNS char(1)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  m_open integer[] := tour_key(p_member, 0::smallint);
BEGIN
  IF m_open IS NULL OR m_open <= tour_key(p_ancestor, 0::smallint) THEN RETURN NULL; END IF;
  IF m_open < tour_key(p_ancestor, 1::smallint) THEN RETURN 'L'; END IF;
  IF m_open < tour_key(p_ancestor, 2::smallint) THEN RETURN 'R'; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A member's two legs: the tour strictly between its open and its mid, and strictly between its
-- mid and its close. The three items' blocks climb together, one level a step: at each level the
-- entries between two of them are summed (the rest of the one's block and the start of the
-- other's, or the span between them once they share a block: index range scans that read only the
-- entries summed), and the climb stops when all three share one. The network's top costs two
-- statements a level. (It summed everything before each of the three items, up to the root.)
CREATE OR REPLACE FUNCTION tour_legs(p_member bigint, OUT left_points bigint, OUT right_points bigint,
                                     OUT left_members bigint, OUT right_members bigint)
LANGUAGE plpgsql STABLE AS $$
DECLARE
  a bigint; b bigint; c bigint;
  ia integer; ib integer; ic integer;
  left_open boolean;
  right_open boolean;
  h integer := 0;
  s record;
BEGIN
  SELECT max(block_id) FILTER (WHERE kind = 0), max(pos) FILTER (WHERE kind = 0),
         max(block_id) FILTER (WHERE kind = 1), max(pos) FILTER (WHERE kind = 1),
         max(block_id) FILTER (WHERE kind = 2), max(pos) FILTER (WHERE kind = 2)
    INTO a, ia, b, ib, c, ic
    FROM tour_items WHERE member_id = p_member;
  IF a IS NULL THEN RAISE EXCEPTION 'member % is not in the tour', p_member; END IF;
  left_points := 0; left_members := 0; right_points := 0; right_members := 0;
  left_open := true;
  right_open := true;
  LOOP
    IF h = 0 THEN
      SELECT coalesce(sum(e.points) FILTER (WHERE e.leg = 0), 0) AS lp,
             count(*) FILTER (WHERE e.leg = 0 AND e.kind = 1) AS lm,
             coalesce(sum(e.points) FILTER (WHERE e.leg = 1), 0) AS rp,
             count(*) FILTER (WHERE e.leg = 1 AND e.kind = 1) AS rm
        INTO s
        FROM (SELECT 0 AS leg, i.points, i.kind FROM tour_items i
               WHERE i.block_id = a AND i.pos > ia AND (a <> b OR i.pos < ib)
              UNION ALL
              SELECT 0, i.points, i.kind FROM tour_items i
               WHERE a <> b AND i.block_id = b AND i.pos < ib
              UNION ALL
              SELECT 1, i.points, i.kind FROM tour_items i
               WHERE i.block_id = b AND i.pos > ib AND (b <> c OR i.pos < ic)
              UNION ALL
              SELECT 1, i.points, i.kind FROM tour_items i
               WHERE b <> c AND i.block_id = c AND i.pos < ic) e;
    ELSE
      SELECT coalesce(sum(e.points) FILTER (WHERE e.leg = 0), 0) AS lp,
             coalesce(sum(e.members) FILTER (WHERE e.leg = 0), 0) AS lm,
             coalesce(sum(e.points) FILTER (WHERE e.leg = 1), 0) AS rp,
             coalesce(sum(e.members) FILTER (WHERE e.leg = 1), 0) AS rm
        INTO s
        FROM (SELECT 0 AS leg, t.points, t.members FROM tour_blocks t
               WHERE left_open AND t.parent_id = a AND t.pos > ia AND (a <> b OR t.pos < ib)
              UNION ALL
              SELECT 0, t.points, t.members FROM tour_blocks t
               WHERE left_open AND a <> b AND t.parent_id = b AND t.pos < ib
              UNION ALL
              SELECT 1, t.points, t.members FROM tour_blocks t
               WHERE right_open AND t.parent_id = b AND t.pos > ib AND (b <> c OR t.pos < ic)
              UNION ALL
              SELECT 1, t.points, t.members FROM tour_blocks t
               WHERE right_open AND b <> c AND t.parent_id = c AND t.pos < ic) e;
    END IF;
    left_points := left_points + s.lp; left_members := left_members + s.lm;
    right_points := right_points + s.rp; right_members := right_members + s.rm;
    left_open := left_open AND a <> b;
    right_open := right_open AND b <> c;
    EXIT WHEN NOT (left_open OR right_open);
    SELECT max(parent_id) FILTER (WHERE id = a), max(pos) FILTER (WHERE id = a),
           max(parent_id) FILTER (WHERE id = b), max(pos) FILTER (WHERE id = b),
           max(parent_id) FILTER (WHERE id = c), max(pos) FILTER (WHERE id = c)
      INTO a, ia, b, ib, c, ic
      FROM tour_blocks WHERE id IN (a, b, c);
    h := h + 1;
  END LOOP;
END $$;
--> statement-breakpoint
-- A member's two legs in one plain query when its whole downline lies in the leaf its open is in
-- (most members: three quarters of a random network's): the items between its open and close,
-- summed on either side of its mid. Otherwise tour_legs climbs. A SQL function, so that a caller's
-- statement plans it inline (the dashboard reads it with the member's counters).
CREATE FUNCTION tour_leg_totals(p_member bigint)
RETURNS TABLE (left_points bigint, right_points bigint, left_members bigint, right_members bigint)
LANGUAGE sql STABLE AS $$
  SELECT coalesce(s.lp, l.left_points), coalesce(s.rp, l.right_points),
         coalesce(s.lm, l.left_members), coalesce(s.rm, l.right_members)
    FROM tour_items o
    JOIN tour_items d ON d.member_id = o.member_id AND d.kind = 1
    JOIN tour_items c ON c.member_id = o.member_id AND c.kind = 2
    LEFT JOIN LATERAL (
      SELECT coalesce(sum(i.points) FILTER (WHERE i.pos < d.pos), 0)::bigint AS lp,
             count(*) FILTER (WHERE i.kind = 1 AND i.pos < d.pos) AS lm,
             coalesce(sum(i.points) FILTER (WHERE i.pos > d.pos), 0)::bigint AS rp,
             count(*) FILTER (WHERE i.kind = 1 AND i.pos > d.pos) AS rm
        FROM tour_items i
       WHERE i.block_id = o.block_id AND i.pos > o.pos AND i.pos < c.pos
      HAVING o.block_id = c.block_id
    ) s ON true
    -- OFFSET 0 keeps the condition inside: tour_legs runs only when the downline spans leaves.
    LEFT JOIN LATERAL (
      SELECT * FROM tour_legs(p_member) WHERE o.block_id <> c.block_id OFFSET 0
    ) l ON true
   WHERE o.member_id = p_member AND o.kind = 0
$$;
--> statement-breakpoint
DROP FUNCTION tour_before(bigint, smallint);
--> statement-breakpoint
-- The functions a request calls look rows up by their keys, whatever the arguments: their queries
-- keep one generic plan per connection. Left to choose, PostgreSQL re-planned them on every call
-- (a custom plan looked cheaper for some), which was half of a placement's time in the tour.
ALTER FUNCTION tour_slot(bigint, boolean, bigint, boolean) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_insert(bigint, bigint, smallint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_add(bigint, bigint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_extreme(bigint, boolean) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_next_mid(bigint, integer, boolean) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_legs(bigint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_key(bigint, smallint) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION tour_side_below(bigint, bigint) SET plan_cache_mode = force_generic_plan;
