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
    SELECT i.block_id, i.pos INTO leaf, at FROM tour_items i
     WHERE i.member_id = p_after_member AND i.kind = p_after_kind;
    IF NOT FOUND THEN RAISE EXCEPTION 'member % is not in the tour', p_after_member; END IF;
    SELECT i.pos INTO nxt FROM tour_items i WHERE i.block_id = leaf AND i.pos > at
     ORDER BY i.pos LIMIT 1;
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
BEGIN
  IF p_lock THEN PERFORM 1 FROM tour_root FOR UPDATE; END IF;
  slot_parent := tour_extreme(p_under, p_left);
  SELECT m.depth INTO slot_depth FROM members m WHERE m.id = slot_parent;
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
