-- Withdrawals: held at once, approved or rejected by the brand, paid through the payment provider.
CREATE TABLE "withdrawals" (
	"reference" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" text NOT NULL,
	"provider_code" text NOT NULL,
	"method" text NOT NULL,
	"account_holder" text NOT NULL,
	"account_number" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"provider_payout_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("merchant_code","state","created_at");