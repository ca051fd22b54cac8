ALTER TABLE "orders" ADD COLUMN "step_up" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "paused_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "failed_debits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "step_up" jsonb;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "cancels_on" date;--> statement-breakpoint
ALTER TABLE "transfer_plans" ADD COLUMN "cancels_on" date;--> statement-breakpoint
CREATE INDEX "sip_registrations_user" ON "sip_registrations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "transfer_plans_user" ON "transfer_plans" USING btree ("user_id","kind","created_at");--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_paused_count" CHECK ("sip_registrations"."paused_count" >= 0);--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD CONSTRAINT "sip_registrations_failed_debits" CHECK ("sip_registrations"."failed_debits" between 0 and 3);