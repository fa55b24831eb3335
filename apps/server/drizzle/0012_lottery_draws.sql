CREATE TABLE "lottery_draws" (
	"node_id" text NOT NULL,
	"numero" text NOT NULL,
	"drawn_at" timestamp with time zone NOT NULL,
	"numbers" jsonb NOT NULL,
	CONSTRAINT "lottery_draws_node_id_numero_pk" PRIMARY KEY("node_id","numero")
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;