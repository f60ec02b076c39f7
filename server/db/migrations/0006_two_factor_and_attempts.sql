CREATE TABLE "auth_known_addresses" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_known_addresses_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE TABLE "two_factor" (
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_step" bigint DEFAULT 0 NOT NULL,
	"reset_at" timestamp with time zone,
	CONSTRAINT "two_factor_subject_kind_subject_id_pk" PRIMARY KEY("subject_kind","subject_id"),
	CONSTRAINT "two_factor_kind_check" CHECK ("two_factor"."subject_kind" in ('member', 'operator', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"subject_kind" text NOT NULL,
	"subject_id" bigint NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_throttle" ADD COLUMN "admitted" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "stage" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
CREATE INDEX "two_factor_recovery_codes_subject_idx" ON "two_factor_recovery_codes" USING btree ("subject_kind","subject_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_stage_check" CHECK ("sessions"."stage" in ('full', 'enrol'));