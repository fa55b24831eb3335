-- Deposits started at payment providers, and every provider event taken (docs/payment-protocol.md).
CREATE TABLE "payment_events" (
	"provider_code" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"reference" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_code_event_id_pk" PRIMARY KEY("provider_code","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"method" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"provider_intent_id" text,
	"pay_url" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_intents_member_idx" ON "payment_intents" USING btree ("member_id","created_at");