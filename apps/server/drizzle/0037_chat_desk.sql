CREATE TABLE "chat_desk" (
	"member_id" text PRIMARY KEY NOT NULL,
	"operator" text,
	"claimed_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_desk" ADD CONSTRAINT "chat_desk_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;