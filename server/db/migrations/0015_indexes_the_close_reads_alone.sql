-- The closes and the tour check read every leaf's items in (block, pos) order; the dashboard's legs
-- read a leaf's range. With the items' member, kind and points in the index, both are index-only
-- scans in that order: no heap row per item, no sort of three million items (docs/decisions/0012).
-- An approval's points update is then not a HOT update: two more index entries, once per approval.
DROP INDEX "tour_items_block_idx";
--> statement-breakpoint
CREATE INDEX "tour_items_block_idx" ON "tour_items" USING btree ("block_id","pos") INCLUDE ("member_id","kind","points");
--> statement-breakpoint
-- The active members in id order (the close merges them with every member's legs: decision 0012),
-- still with parent_id for the admin dashboard's count from the index alone.
DROP INDEX "members_active_idx";
--> statement-breakpoint
CREATE INDEX "members_active_idx" ON "members" USING btree ("id","parent_id") WHERE "members"."is_active";
