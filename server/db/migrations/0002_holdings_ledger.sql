CREATE TABLE "external_holdings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" text,
	"scheme_name" text NOT NULL,
	"amc_name" text NOT NULL,
	"folio" text NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"invested_amount" numeric(18, 2) NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	"as_of" date NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folios" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amc_code" text NOT NULL,
	"folio_no" text NOT NULL,
	"bank_name" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_type" text NOT NULL,
	"account_no" text NOT NULL,
	"opened_on" date NOT NULL,
	CONSTRAINT "folios_folio_no" UNIQUE("folio_no"),
	CONSTRAINT "folios_user_folio" UNIQUE("user_id","folio_no")
);
--> statement-breakpoint
CREATE TABLE "unit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" text NOT NULL,
	"folio" text NOT NULL,
	"kind" text NOT NULL,
	"purchase_type" text,
	"units" numeric(18, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"nav" numeric(12, 4) NOT NULL,
	"trade_date" date NOT NULL,
	"order_ref" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "unit_ledger_kind" CHECK ("unit_ledger"."kind" in ('ALLOTMENT', 'REDEMPTION')),
	CONSTRAINT "unit_ledger_purchase_type" CHECK (("unit_ledger"."kind" = 'ALLOTMENT' and "unit_ledger"."purchase_type" in ('LUMP_SUM', 'SIP')) or ("unit_ledger"."kind" = 'REDEMPTION' and "unit_ledger"."purchase_type" is null)),
	CONSTRAINT "unit_ledger_units_positive" CHECK ("unit_ledger"."units" > 0),
	CONSTRAINT "unit_ledger_amount_not_negative" CHECK ("unit_ledger"."amount" >= 0),
	CONSTRAINT "unit_ledger_nav_positive" CHECK ("unit_ledger"."nav" > 0)
);
--> statement-breakpoint
ALTER TABLE "external_holdings" ADD CONSTRAINT "external_holdings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_holdings" ADD CONSTRAINT "external_holdings_fund_id_schemes_unique_no_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folios" ADD CONSTRAINT "folios_amc_code_amcs_code_fk" FOREIGN KEY ("amc_code") REFERENCES "public"."amcs"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ledger" ADD CONSTRAINT "unit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ledger" ADD CONSTRAINT "unit_ledger_fund_id_schemes_unique_no_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_ledger" ADD CONSTRAINT "unit_ledger_user_id_folio_folios_user_id_folio_no_fk" FOREIGN KEY ("user_id","folio") REFERENCES "public"."folios"("user_id","folio_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_holdings_user" ON "external_holdings" USING btree ("user_id","scheme_name","folio");--> statement-breakpoint
CREATE INDEX "unit_ledger_holding" ON "unit_ledger" USING btree ("user_id","fund_id","folio");