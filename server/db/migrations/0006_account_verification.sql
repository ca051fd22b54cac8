CREATE TABLE "elog_authentications" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "elog_authentications_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "mandate_authorisations" (
	"mandate_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token" text NOT NULL,
	"reported_status" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mandate_authorisations_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "elog_authentications" ADD CONSTRAINT "elog_authentications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_authorisations" ADD CONSTRAINT "mandate_authorisations_mandate_id_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate_authorisations" ADD CONSTRAINT "mandate_authorisations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;