CREATE TABLE "agent_contracts" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"upline_id" text NOT NULL,
	"holder_id" text NOT NULL,
	"terms" jsonb NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contract_settlements" (
	"contract_id" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"bets_minor" bigint NOT NULL,
	"net_loss_minor" bigint NOT NULL,
	"active_players" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	"transaction_id" text,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_settlements_contract_id_period_start_pk" PRIMARY KEY("contract_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "rebate_settings" (
	"merchant_code" text NOT NULL,
	"product_type" text NOT NULL,
	"rate_permille" double precision NOT NULL,
	CONSTRAINT "rebate_settings_merchant_code_product_type_pk" PRIMARY KEY("merchant_code","product_type")
);
--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_holder_id_members_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_settlements" ADD CONSTRAINT "contract_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rebate_settings" ADD CONSTRAINT "rebate_settings_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_contracts_holder_idx" ON "agent_contracts" USING btree ("holder_id","kind","offered_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_offer_idx" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'offered';--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_one_active_idx" ON "agent_contracts" USING btree ("holder_id","kind") WHERE "agent_contracts"."status" = 'accepted';