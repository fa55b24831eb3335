CREATE TABLE "player_limits" (
	"member_id" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_remove" boolean DEFAULT false NOT NULL,
	"pending_from" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "excluded_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "exclusion_kind" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "reality_check_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;