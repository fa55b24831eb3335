-- What lists and searches compare, stored once when a game is written instead of computed for
-- every game a query passes over: the game's vendor offer key (a list ranks by a hash join on it),
-- and each language's lower-cased name, holding the English name on a second line for the other
-- languages, so one pattern and one trigram index serve "its own name or the English one".
-- One ALTER TABLE: the table is rewritten once.
ALTER TABLE "games"
  ADD COLUMN "offer_key" text GENERATED ALWAYS AS ("vendor_code" || ':' || "game_type" || ':' || "game_classify") STORED,
  ADD COLUMN "name_search_en" text GENERATED ALWAYS AS (lower("names" ->> 'en')) STORED,
  ADD COLUMN "name_search_cn" text GENERATED ALWAYS AS (lower(coalesce("names" ->> 'cn', '') || E'\n' || coalesce("names" ->> 'en', ''))) STORED,
  ADD COLUMN "name_search_my" text GENERATED ALWAYS AS (lower(coalesce("names" ->> 'my', '') || E'\n' || coalesce("names" ->> 'en', ''))) STORED;--> statement-breakpoint
DROP INDEX "games_name_en_trgm_idx";--> statement-breakpoint
DROP INDEX "games_name_cn_trgm_idx";--> statement-breakpoint
DROP INDEX "games_name_my_trgm_idx";--> statement-breakpoint
CREATE INDEX "games_name_en_trgm_idx" ON "games" USING gin ("name_search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_cn_trgm_idx" ON "games" USING gin ("name_search_cn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_my_trgm_idx" ON "games" USING gin ("name_search_my" gin_trgm_ops);
