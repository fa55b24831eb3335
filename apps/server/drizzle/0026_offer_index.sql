-- A whole-offer game list reads each offer's games in their order, a page's worth at a time.
CREATE INDEX "games_offer_idx" ON "games" USING btree ("offer_key","sort","game_id");