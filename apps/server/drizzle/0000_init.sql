CREATE TABLE "games" (
	"game_id" text PRIMARY KEY NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"vendor_code" text NOT NULL,
	"game_type" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"names" jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"hot_rank" integer,
	"is_new" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_node_id_unique" UNIQUE("node_id")
);
--> statement-breakpoint
CREATE TABLE "merchants" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"merchant_code" text PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text NOT NULL,
	"game_type" text NOT NULL,
	"display_name" text NOT NULL,
	"game_classify" text DEFAULT '' NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_code_game_type_game_classify_pk" PRIMARY KEY("code","game_type","game_classify")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_type_vendor_idx" ON "games" USING btree ("game_type","vendor_code");--> statement-breakpoint
CREATE INDEX "games_hot_idx" ON "games" USING btree ("is_hot","hot_rank");