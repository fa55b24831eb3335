CREATE TABLE "banners" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"group_name" text NOT NULL,
	"sequence" integer NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_group_idx" ON "banners" USING btree ("merchant_code","group_name","sequence");--> statement-breakpoint
CREATE INDEX "games_list_idx" ON "games" USING btree ("game_type","game_classify","vendor_code","sort");--> statement-breakpoint
CREATE INDEX "games_vendor_idx" ON "games" USING btree ("vendor_code","game_type","game_classify");--> statement-breakpoint
CREATE INDEX "games_new_idx" ON "games" USING btree ("game_type") WHERE "games"."is_new";