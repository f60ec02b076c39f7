-- What the closes append by the hundred thousand (ledger entries, weekly earnings, ranks,
-- scholarships) is no longer checked key by key as it is written: PostgreSQL checks a foreign key
-- one row at a time. The ledger check (npm run check:ledger) finds any such row whose transfer,
-- account, period, member, counters or order is missing (docs/decisions/0012).
ALTER TABLE "entries" DROP CONSTRAINT "entries_transfer_id_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "entries" DROP CONSTRAINT "entries_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "member_ranks" DROP CONSTRAINT "member_ranks_member_id_member_points_member_id_fk";
--> statement-breakpoint
ALTER TABLE "scholarships" DROP CONSTRAINT "scholarships_order_member_fk";
--> statement-breakpoint
ALTER TABLE "weekly_earnings" DROP CONSTRAINT "weekly_earnings_period_id_periods_id_fk";
--> statement-breakpoint
ALTER TABLE "weekly_earnings" DROP CONSTRAINT "weekly_earnings_member_id_members_id_fk";
--> statement-breakpoint
-- The close reads every member's counters now; these served it a shortcut it no longer takes.
DROP INDEX "member_points_direct_bonus_idx";--> statement-breakpoint
DROP INDEX "member_points_carry_idx";
--> statement-breakpoint
-- Every block's points and members before it in the tour, from its earlier siblings' sums up the
-- B-tree: what the closes and the tour check add to each item's place in its leaf. A PL/pgSQL
-- function (not planned inline) that declares its size: planned inline, the recursive query was
-- estimated at a hundred times its rows, and the plan joining it to three million items chose to
-- hash a million groups (it spilled) over sorting them.
CREATE FUNCTION tour_block_before() RETURNS TABLE (id bigint, points bigint, members bigint)
LANGUAGE plpgsql STABLE ROWS 100000 AS $$
BEGIN
  RETURN QUERY
  WITH RECURSIVE siblings AS (
    SELECT t.id, t.parent_id,
           coalesce(sum(t.points) OVER w, 0)::bigint AS points,
           coalesce(sum(t.members) OVER w, 0)::bigint AS members
      FROM tour_blocks t
    WINDOW w AS (PARTITION BY t.parent_id ORDER BY t.pos
                 ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
  ),
  before AS (
    SELECT s.id, s.points, s.members FROM siblings s WHERE s.parent_id IS NULL
    UNION ALL
    SELECT s.id, b.points + s.points, b.members + s.members
      FROM before b JOIN siblings s ON s.parent_id = b.id
  )
  SELECT b.id, b.points, b.members FROM before b;
END $$;
--> statement-breakpoint
-- Counters are rewritten by every approval and by each close (half a million rows at once): room
-- on each page for the new versions, so that they stay on it and no index entry is written.
ALTER TABLE member_points SET (fillfactor = 50);
