CREATE TABLE "members" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"country_dialing_code" text,
	"mobile" text,
	"email" text,
	"birthday" text,
	"affiliate_code" text,
	"referrer_id" text,
	"disabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_idx" ON "members" USING btree ("merchant_code",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile_idx" ON "members" USING btree ("merchant_code","country_dialing_code","mobile") WHERE "members"."mobile" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "members_affiliate_idx" ON "members" USING btree ("merchant_code","affiliate_code") WHERE "members"."affiliate_code" is not null;--> statement-breakpoint
CREATE INDEX "sessions_member_idx" ON "sessions" USING btree ("member_id");