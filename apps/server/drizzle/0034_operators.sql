CREATE TABLE "operator_audit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"operator_id" text,
	"operator_name" text NOT NULL,
	"ip" text NOT NULL,
	"action" text NOT NULL,
	"merchant_code" text,
	"target" text,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "operator_grants" (
	"operator_id" text NOT NULL,
	"role" text NOT NULL,
	"merchant_code" text NOT NULL,
	CONSTRAINT "operator_grants_operator_id_role_merchant_code_pk" PRIMARY KEY("operator_id","role","merchant_code")
);
--> statement-breakpoint
CREATE TABLE "operator_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"operator_id" text NOT NULL,
	"kind" text NOT NULL,
	"label" text,
	"ip" text NOT NULL,
	"user_agent" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "operator_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "operators" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"totp_secret" text,
	"totp_enabled_at" timestamp with time zone,
	"totp_last_step" bigint DEFAULT -1 NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operators_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "withdrawal_approvals" (
	"reference" text NOT NULL,
	"operator_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawal_approvals_reference_operator_id_pk" PRIMARY KEY("reference","operator_id")
);
--> statement-breakpoint
ALTER TABLE "operator_grants" ADD CONSTRAINT "operator_grants_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_sessions" ADD CONSTRAINT "operator_sessions_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_approvals" ADD CONSTRAINT "withdrawal_approvals_reference_withdrawals_reference_fk" FOREIGN KEY ("reference") REFERENCES "public"."withdrawals"("reference") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operator_audit_brand_idx" ON "operator_audit" USING btree ("merchant_code","id");--> statement-breakpoint
CREATE INDEX "operator_audit_operator_idx" ON "operator_audit" USING btree ("operator_name","id");--> statement-breakpoint
CREATE INDEX "operator_sessions_operator_idx" ON "operator_sessions" USING btree ("operator_id","created_at");--> statement-breakpoint
-- The audit log is append-only: an update, delete or truncate of it fails, whoever asks.
CREATE FUNCTION "operator_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'operator_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_change" BEFORE UPDATE OR DELETE ON "operator_audit"
  FOR EACH ROW EXECUTE FUNCTION "operator_audit_append_only"();--> statement-breakpoint
CREATE TRIGGER "operator_audit_no_truncate" BEFORE TRUNCATE ON "operator_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "operator_audit_append_only"();
