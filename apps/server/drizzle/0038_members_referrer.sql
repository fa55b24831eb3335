CREATE INDEX "members_referrer_idx" ON "members" USING btree ("referrer_id") WHERE "members"."referrer_id" is not null;
