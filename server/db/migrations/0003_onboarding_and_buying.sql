CREATE TABLE "exchange_client_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"state" text NOT NULL,
	"client_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "exchange_client_registrations_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "onboarding_additional_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gender" text NOT NULL,
	"gross_annual_income" text NOT NULL,
	"occupation" text NOT NULL,
	"resident" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_bank_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"bank_name" text NOT NULL,
	"ifsc" text NOT NULL,
	"account_number" text NOT NULL,
	"account_type" text NOT NULL,
	"account_holdings" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_basic_info" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tax_status" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"address1" text,
	"address2" text,
	"address3" text,
	"city" text,
	"state" text,
	"pincode" text,
	"country" text NOT NULL,
	"foreign_address1" text,
	"foreign_address2" text,
	"foreign_address3" text,
	"foreign_city" text,
	"foreign_state" text,
	"foreign_pincode" text,
	"foreign_country" text,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "onboarding_kyc" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"kyc_status" text NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"ckyc_full_name" text,
	"ckyc_consent" jsonb,
	"ckyc_downloaded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "onboarding_nominees" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"relationship" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"address3" text,
	"city" text NOT NULL,
	"pincode" text NOT NULL,
	"country" text NOT NULL,
	"percentage" integer NOT NULL,
	"dob" date NOT NULL,
	"guardian_name" text,
	"guardian_pan" text,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "onboarding_nominees_position" UNIQUE("user_id","position"),
	CONSTRAINT "onboarding_nominees_position_range" CHECK ("onboarding_nominees"."position" between 1 and 3),
	CONSTRAINT "onboarding_nominees_percentage_range" CHECK ("onboarding_nominees"."percentage" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "onboarding_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"password_protected" boolean NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"subject" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "one_time_codes_user_purpose" UNIQUE("user_id","purpose")
);
--> statement-breakpoint
CREATE TABLE "exchange_registrations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"client_code" text,
	"reg_status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"elog_status" text DEFAULT 'IN_PROGRESS' NOT NULL,
	"tax_status" text DEFAULT 'INDIVIDUAL' NOT NULL,
	"cheque_upload" text,
	"action_button" text,
	"bank_name" text,
	"ifsc" text,
	"account_type" text,
	"account_no" text,
	"modified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mandate_cfm_id" text NOT NULL,
	"approval_status" text DEFAULT 'PENDING' NOT NULL,
	"account_number" text NOT NULL,
	"bank_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mandates_mandate_cfm_id_unique" UNIQUE("mandate_cfm_id")
);
--> statement-breakpoint
CREATE TABLE "order_otps" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" text NOT NULL,
	"order_type" text NOT NULL,
	"amount" numeric(16, 2),
	"quantity" numeric(18, 4),
	"status" text NOT NULL,
	"remarks" text,
	"idempotency_key" text,
	"request_fingerprint" text NOT NULL,
	"mandate_id" text,
	"sip_day" smallint,
	"sip_registration_id" integer,
	"paid_at" timestamp with time zone,
	"trade_date" date,
	"units" numeric(18, 4),
	"nav" numeric(12, 4),
	"folio" text,
	"placed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount" is null or "orders"."amount" > 0),
	CONSTRAINT "orders_sip_day" CHECK ("orders"."sip_day" is null or "orders"."sip_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"vpa" text,
	"amount" numeric(16, 2) NOT NULL,
	"state" text NOT NULL,
	"settles_on" text NOT NULL,
	"bank_ref" text,
	"remarks" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sip_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"fund_id" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"day_of_month" smallint NOT NULL,
	"mandate_id" text NOT NULL,
	"order_id" integer NOT NULL,
	"first_instalment_date" date NOT NULL,
	"next_instalment_date" date NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sip_registrations_order" UNIQUE("order_id"),
	CONSTRAINT "sip_registrations_day" CHECK ("sip_registrations"."day_of_month" between 1 and 28)
);
--> statement-breakpoint
ALTER TABLE "exchange_client_registrations" ADD CONSTRAINT "exchange_client_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_additional_info" ADD CONSTRAINT "onboarding_additional_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_bank_accounts" ADD CONSTRAINT "onboarding_bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_basic_info" ADD CONSTRAINT "onboarding_basic_info_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_kyc" ADD CONSTRAINT "onboarding_kyc_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_nominees" ADD CONSTRAINT "onboarding_nominees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "onboarding_statements" ADD CONSTRAINT "onboarding_statements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_registrations" ADD CONSTRAINT "exchange_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_otps" ADD CONSTRAINT "order_otps_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_otps" ADD CONSTRAINT "order_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fund_id_schemes_unique_no_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_fund_id_schemes_unique_no_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "onboarding_statements_user" ON "onboarding_statements" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "mandates_user" ON "mandates" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_otps_order" ON "order_otps" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user" ON "orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "orders_status" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_order" ON "payments" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "sip_registrations_due" ON "sip_registrations" USING btree ("status","next_instalment_date");