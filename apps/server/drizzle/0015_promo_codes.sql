CREATE TABLE "promo_codes" (
	"merchant_code" text NOT NULL,
	"code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "promo_codes_merchant_code_code_pk" PRIMARY KEY("merchant_code","code"),
	CONSTRAINT "promo_codes_amount" CHECK ("promo_codes"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_merchant_code_merchants_code_fk" FOREIGN KEY ("merchant_code") REFERENCES "public"."merchants"("code") ON DELETE cascade ON UPDATE no action;