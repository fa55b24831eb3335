CREATE TABLE "game_providers" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"api_url" text NOT NULL,
	"public_keys" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_games" (
	"provider_code" text NOT NULL,
	"game_code" text NOT NULL,
	"kind" text NOT NULL,
	"studio" text NOT NULL,
	"names" jsonb NOT NULL,
	"rtp" integer NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_games_provider_code_game_code_pk" PRIMARY KEY("provider_code","game_code")
);
--> statement-breakpoint
CREATE TABLE "provider_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"provider_code" text NOT NULL,
	"merchant_code" text NOT NULL,
	"member_id" text NOT NULL,
	"session_id" text NOT NULL,
	"node_id" text NOT NULL,
	"game_code" text NOT NULL,
	"currency" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"provider_code" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" text NOT NULL,
	"round" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"fingerprint" text NOT NULL,
	"reference" text,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_transactions_provider_code_transaction_uuid_pk" PRIMARY KEY("provider_code","transaction_uuid")
);
--> statement-breakpoint
DROP INDEX "game_rounds_one_open_idx";--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "provider_code" text;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD COLUMN "provider_round" text;--> statement-breakpoint
ALTER TABLE "provider_games" ADD CONSTRAINT "provider_games_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_tokens" ADD CONSTRAINT "provider_tokens_provider_code_game_providers_code_fk" FOREIGN KEY ("provider_code") REFERENCES "public"."game_providers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_tokens" ADD CONSTRAINT "provider_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_tokens" ADD CONSTRAINT "provider_tokens_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_games_studio_idx" ON "provider_games" USING btree ("studio","status");--> statement-breakpoint
CREATE INDEX "provider_tokens_member_idx" ON "provider_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider_code","round");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round_idx" ON "game_rounds" USING btree ("provider_code","provider_round");--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_one_open_idx" ON "game_rounds" USING btree ("member_id") WHERE "game_rounds"."status" = 'open' and "game_rounds"."provider_code" is null;