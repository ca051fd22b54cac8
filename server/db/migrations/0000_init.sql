CREATE TABLE "amcs" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"document_url" text NOT NULL,
	"image_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"code" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_outcomes" (
	"partner" text PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_state" (
	"id" integer PRIMARY KEY NOT NULL,
	"clock_offset_ms" bigint DEFAULT 0 NOT NULL,
	"seed_version" integer NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheme_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_no" text NOT NULL,
	"position" integer NOT NULL,
	"instrument_name" text NOT NULL,
	"allocation" numeric(6, 2) NOT NULL,
	"investment" numeric(18, 2),
	"denomination" text,
	"sector" text,
	"asset_class" text,
	"rating" text
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"unique_no" text PRIMARY KEY NOT NULL,
	"scheme_code" text NOT NULL,
	"amc_code" text NOT NULL,
	"scheme_name" text NOT NULL,
	"scheme_type" text NOT NULL,
	"category" text NOT NULL,
	"gdos" text NOT NULL,
	"minimum_purchase_amount" numeric(16, 2) NOT NULL,
	"additional_purchase_amount" numeric(16, 2) NOT NULL,
	"maximum_purchase_amount" numeric(16, 2) NOT NULL,
	"purchase_allowed" char(1) NOT NULL,
	"sip_flag" char(1) NOT NULL,
	"switch_flag" char(1) NOT NULL,
	"redemption_allowed" char(1) NOT NULL,
	"purchase_transaction_mode" text NOT NULL,
	"minimum_redemption_qty" numeric(16, 4) NOT NULL,
	"maximum_redemption_qty" numeric(16, 4) NOT NULL,
	"minimum_redemption_amount" numeric(16, 2) NOT NULL,
	"maximum_redemption_amount" numeric(16, 2) NOT NULL,
	"redemption_amount_multiple" numeric(16, 2) NOT NULL,
	"lock_in_period" integer NOT NULL,
	"riskometer" text NOT NULL,
	"riskometer_launch" text NOT NULL,
	"fund_managers" jsonb NOT NULL,
	"objective" text,
	"aum_cr" numeric(16, 2),
	"launch_date" date NOT NULL,
	"nav_model" jsonb,
	"sip_details" jsonb,
	"stp_details" jsonb,
	"stp_in_rules" jsonb,
	"swp_details" jsonb,
	"is_nfo" boolean DEFAULT false NOT NULL,
	"nfo_start" date,
	"nfo_end" date,
	CONSTRAINT "schemes_scheme_code_unique" UNIQUE("scheme_code")
);
--> statement-breakpoint
ALTER TABLE "scheme_holdings" ADD CONSTRAINT "scheme_holdings_unique_no_schemes_unique_no_fk" FOREIGN KEY ("unique_no") REFERENCES "public"."schemes"("unique_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_amc_code_amcs_code_fk" FOREIGN KEY ("amc_code") REFERENCES "public"."amcs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox_messages" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "scheme_holdings_scheme" ON "scheme_holdings" USING btree ("unique_no","position");--> statement-breakpoint
CREATE INDEX "schemes_amc_type_gdos" ON "schemes" USING btree ("amc_code","scheme_type","gdos","scheme_name");--> statement-breakpoint
CREATE INDEX "schemes_type_name" ON "schemes" USING btree ("scheme_type","scheme_name");--> statement-breakpoint
CREATE INDEX "schemes_name_lower" ON "schemes" USING btree (lower("scheme_name"));