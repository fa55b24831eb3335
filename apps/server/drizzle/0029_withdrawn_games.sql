-- Games a provider's catalogue adds (provider_code) and withdraws (withdrawn_at). A withdrawn game
-- keeps its row (its rounds reference it) but belongs to no vendor offer: its offer key is null, so
-- no list, search or offer count holds it.
ALTER TABLE "games" ADD COLUMN "provider_code" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" DROP COLUMN "offer_key";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "offer_key" text GENERATED ALWAYS AS (case when "withdrawn_at" is null then "vendor_code" || ':' || "game_type" || ':' || "game_classify" end) STORED;--> statement-breakpoint
CREATE INDEX "games_offer_idx" ON "games" USING btree ("offer_key","sort","game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_game_idx" ON "games" USING btree ("provider_code","vendor_code","game_code") WHERE "provider_code" is not null;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "game_offer_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "game_offer_counts" ("offer_key", "game_classify", "games")
      SELECT "offer_key", "game_classify", -count(*) FROM "old_games" WHERE "offer_key" IS NOT NULL
      GROUP BY "offer_key", "game_classify"
      ON CONFLICT ("offer_key") DO UPDATE SET "games" = "game_offer_counts"."games" + excluded."games";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "game_offer_counts" ("offer_key", "game_classify", "games")
      SELECT "offer_key", "game_classify", count(*) FROM "new_games" WHERE "offer_key" IS NOT NULL
      GROUP BY "offer_key", "game_classify"
      ON CONFLICT ("offer_key") DO UPDATE SET "games" = "game_offer_counts"."games" + excluded."games";
  END IF;
  RETURN NULL;
END
$$;
