ALTER TABLE "members" ADD COLUMN "limits_reviewed_at" timestamp with time zone;
