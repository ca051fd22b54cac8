CREATE TABLE "lot_consumptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"redemption_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"units" numeric(18, 4) NOT NULL,
	"cost" numeric(18, 2) NOT NULL,
	CONSTRAINT "lot_consumptions_units_positive" CHECK ("lot_consumptions"."units" > 0),
	CONSTRAINT "lot_consumptions_cost_not_negative" CHECK ("lot_consumptions"."cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_fund_id" text NOT NULL,
	"to_fund_id" text,
	"folio" text NOT NULL,
	"amount" numeric(16, 2) NOT NULL,
	"frequency" text NOT NULL,
	"instalments" integer NOT NULL,
	"instalments_run" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"start_date" date NOT NULL,
	"next_instalment_date" date NOT NULL,
	"status" text DEFAULT 'PENDING_CONFIRMATION' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "transfer_plans_order" UNIQUE("order_id"),
	CONSTRAINT "transfer_plans_amount_positive" CHECK ("transfer_plans"."amount" > 0),
	CONSTRAINT "transfer_plans_instalments" CHECK ("transfer_plans"."instalments" >= 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "target_fund_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_plan_id" integer;--> statement-breakpoint
ALTER TABLE "lot_consumptions" ADD CONSTRAINT "lot_consumptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_consumptions" ADD CONSTRAINT "lot_consumptions_redemption_id_unit_ledger_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."unit_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_consumptions" ADD CONSTRAINT "lot_consumptions_lot_id_unit_ledger_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."unit_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_from_fund_id_schemes_unique_no_fk" FOREIGN KEY ("from_fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_to_fund_id_schemes_unique_no_fk" FOREIGN KEY ("to_fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD CONSTRAINT "transfer_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_consumptions_lot" ON "lot_consumptions" USING btree ("lot_id");--> statement-breakpoint
CREATE INDEX "lot_consumptions_user" ON "lot_consumptions" USING btree ("user_id","redemption_id");--> statement-breakpoint
CREATE INDEX "transfer_plans_due" ON "transfer_plans" USING btree ("status","next_instalment_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_target_fund_id_schemes_unique_no_fk" FOREIGN KEY ("target_fund_id") REFERENCES "public"."schemes"("unique_no") ON DELETE no action ON UPDATE no action;