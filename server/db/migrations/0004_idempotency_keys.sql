CREATE TABLE "idempotency_keys" (
	"actor" text NOT NULL,
	"endpoint" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"status" smallint,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_actor_endpoint_key_pk" PRIMARY KEY("actor","endpoint","key")
);
