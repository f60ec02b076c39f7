-- Above the leaves a member's legs sum the points and members of the blocks between its tour
-- items, a range of a parent's entries (parent_id, pos). With the two sums in the index that range
-- is an index-only scan instead of a bitmap heap scan: a million-member dashboard's legs cost a
-- sixth less (docs/decisions/0011). Each approval then writes one index entry more per level of
-- the tour's height: its block updates are no longer HOT.
DROP INDEX "tour_blocks_parent_idx";
--> statement-breakpoint
CREATE INDEX "tour_blocks_parent_idx" ON "tour_blocks" USING btree ("parent_id","pos") INCLUDE ("points","members");
