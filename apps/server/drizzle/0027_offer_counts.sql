-- How many games each vendor offer holds, kept by statement triggers on games (one grouped write
-- per statement, also for a seed's bulk insert): a list's total is the sum over its offers.
CREATE TABLE "game_offer_counts" (
	"offer_key" text PRIMARY KEY NOT NULL,
	"game_classify" text NOT NULL,
	"games" integer NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "game_offer_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "game_offer_counts" ("offer_key", "game_classify", "games")
      SELECT "offer_key", "game_classify", -count(*) FROM "old_games" GROUP BY "offer_key", "game_classify"
      ON CONFLICT ("offer_key") DO UPDATE SET "games" = "game_offer_counts"."games" + excluded."games";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "game_offer_counts" ("offer_key", "game_classify", "games")
      SELECT "offer_key", "game_classify", count(*) FROM "new_games" GROUP BY "offer_key", "game_classify"
      ON CONFLICT ("offer_key") DO UPDATE SET "games" = "game_offer_counts"."games" + excluded."games";
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "games_counted_on_insert" AFTER INSERT ON "games" REFERENCING NEW TABLE AS "new_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_offer_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "games_counted_on_update" AFTER UPDATE ON "games" REFERENCING OLD TABLE AS "old_games" NEW TABLE AS "new_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_offer_counts_follow"();
--> statement-breakpoint
CREATE TRIGGER "games_counted_on_delete" AFTER DELETE ON "games" REFERENCING OLD TABLE AS "old_games"
  FOR EACH STATEMENT EXECUTE FUNCTION "game_offer_counts_follow"();
--> statement-breakpoint
INSERT INTO "game_offer_counts" ("offer_key", "game_classify", "games")
  SELECT "offer_key", "game_classify", count(*) FROM "games" GROUP BY "offer_key", "game_classify";
