ALTER TABLE "member_ranks" DROP CONSTRAINT "member_ranks_member_id_members_id_fk";
--> statement-breakpoint
ALTER TABLE "scholarships" DROP CONSTRAINT "scholarships_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "scholarships" DROP CONSTRAINT "scholarships_member_id_members_id_fk";
--> statement-breakpoint
CREATE UNIQUE INDEX "orders_id_member_key" ON "orders" USING btree ("id","member_id");--> statement-breakpoint
ALTER TABLE "member_ranks" ADD CONSTRAINT "member_ranks_member_id_member_points_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member_points"("member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scholarships" ADD CONSTRAINT "scholarships_order_member_fk" FOREIGN KEY ("order_id","member_id") REFERENCES "public"."orders"("id","member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "scholarship_months_paid";
