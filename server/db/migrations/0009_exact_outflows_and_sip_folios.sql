ALTER TABLE "orders" ADD COLUMN "all_units" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sip_registrations" ADD COLUMN "folio" text;--> statement-breakpoint
-- A SIP's folio is the one the order that placed it was allotted in, where that is known.
UPDATE "sip_registrations" SET "folio" = "orders"."folio"
  FROM "orders"
  WHERE "orders"."id" = "sip_registrations"."order_id" AND "orders"."folio" IS NOT NULL;--> statement-breakpoint
-- Otherwise (that order failed, was skipped or is not allotted yet), the folio of its oldest allotted instalment.
UPDATE "sip_registrations" SET "folio" = (
    SELECT "orders"."folio" FROM "orders"
    WHERE "orders"."sip_registration_id" = "sip_registrations"."id"
      AND "orders"."order_type" = 'SIP' AND "orders"."folio" IS NOT NULL
    ORDER BY "orders"."id" LIMIT 1
  )
  WHERE "sip_registrations"."folio" IS NULL;
