-- Trigram indexes for the game-name search; pg_trgm ships with PostgreSQL (contrib) and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "games_name_en_trgm_idx" ON "games" USING gin (lower("names" ->> 'en') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_cn_trgm_idx" ON "games" USING gin (lower("names" ->> 'cn') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "games_name_my_trgm_idx" ON "games" USING gin (lower("names" ->> 'my') gin_trgm_ops);