-- A close owes its members notices; the notification worker writes them after the close commits,
-- from the close's own rows, so a close of a million members does not write them inside its
-- transaction (docs/decisions/0013).
CREATE TABLE "owed_notices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "owed_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"written_at" timestamp with time zone,
	CONSTRAINT "owed_notices_kind_check" CHECK ("owed_notices"."kind" in ('payout_credited', 'scholarship_credited', 'rank_reached'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "owed_notices_key" ON "owed_notices" USING btree ("kind","source");--> statement-breakpoint
CREATE INDEX "owed_notices_due_idx" ON "owed_notices" USING btree ("id") WHERE "owed_notices"."written_at" is null;