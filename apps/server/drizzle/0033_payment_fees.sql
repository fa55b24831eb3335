ALTER TABLE "payment_intents" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "fee_minor" bigint DEFAULT 0 NOT NULL;