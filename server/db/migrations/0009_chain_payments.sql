CREATE TABLE "chain_payments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"order_id" bigint,
	"withdrawal_id" bigint,
	"state" text DEFAULT 'waiting' NOT NULL,
	"finding" text DEFAULT 'not checked yet' NOT NULL,
	"note" text DEFAULT 'waiting for the transaction to appear on chain' NOT NULL,
	"paid_micro" bigint,
	"block_number" bigint,
	"checked_at" timestamp with time zone,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chain_payments_network_check" CHECK ("chain_payments"."network" in ('tron', 'bsc')),
	CONSTRAINT "chain_payments_state_check" CHECK ("chain_payments"."state" in ('verified', 'waiting', 'mismatch', 'unreachable', 'expired')),
	CONSTRAINT "chain_payments_one_subject" CHECK (("chain_payments"."order_id" is null) <> ("chain_payments"."withdrawal_id" is null))
);
--> statement-breakpoint
CREATE TABLE "chain_transfers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chain_transfers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"network" text NOT NULL,
	"tx_hash" text NOT NULL,
	"log_index" integer NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount_micro" bigint NOT NULL,
	"block_number" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payments_hash_key" ON "chain_payments" USING btree ("network","tx_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payments_order_key" ON "chain_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payments_withdrawal_key" ON "chain_payments" USING btree ("withdrawal_id");--> statement-breakpoint
CREATE INDEX "chain_payments_due_idx" ON "chain_payments" USING btree ("next_check_at","id") WHERE "chain_payments"."state" in ('waiting', 'unreachable');--> statement-breakpoint
CREATE UNIQUE INDEX "chain_transfers_log_key" ON "chain_transfers" USING btree ("network","tx_hash","log_index");--> statement-breakpoint
-- The company's account for USDT received on chain beyond an order's price (decisions §13).
INSERT INTO "accounts" ("kind") VALUES ('chain_receipts');
