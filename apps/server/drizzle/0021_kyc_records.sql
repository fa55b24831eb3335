CREATE TABLE "kyc_checks" (
	"member_id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "kyc_checks_rejection_reason" CHECK (status <> 'rejected' or reason is not null)
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"member_id" text NOT NULL,
	"side" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_member_id_side_pk" PRIMARY KEY("member_id","side")
);
--> statement-breakpoint
CREATE TABLE "kyc_policies" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"require_for_withdrawal" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kyc_checks" ADD CONSTRAINT "kyc_checks_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_policies" ADD CONSTRAINT "kyc_policies_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_checks_status_idx" ON "kyc_checks" USING btree ("merchant_code","status","submitted_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_keyset_idx" ON "ledger_transactions" USING btree ("member_id","created_at","id");