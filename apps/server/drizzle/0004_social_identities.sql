CREATE TABLE "member_identities" (
	"merchant_code" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_identities_merchant_code_provider_subject_pk" PRIMARY KEY("merchant_code","provider","subject")
);
--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_identities" ADD CONSTRAINT "member_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_identities_member_idx" ON "member_identities" USING btree ("member_id");