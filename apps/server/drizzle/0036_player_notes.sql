CREATE TABLE "player_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"operator" text NOT NULL,
	"text" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_notes" ADD CONSTRAINT "player_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_notes_member_idx" ON "player_notes" USING btree ("member_id","at");