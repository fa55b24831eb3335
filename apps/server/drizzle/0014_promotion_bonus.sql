ALTER TABLE "promotion_applications" ADD COLUMN "bonus_minor" bigint;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "bonus_rule" jsonb;--> statement-breakpoint
-- Bonuses issued before they carried an amount go back to the operator's review, to be issued with one.
UPDATE "promotion_applications" SET "status" = 'applying', "updated_at" = now() WHERE "status" = 'issued';--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_issued_bonus" CHECK (status <> 'issued' or bonus_minor > 0);
