ALTER TABLE "members" ADD COLUMN "temp_password_hash" text;--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "temp_password_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;