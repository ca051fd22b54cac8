CREATE TABLE "external_portfolio_imports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"pan" text NOT NULL,
	"imported_on" date NOT NULL,
	"next_reload_on" date NOT NULL,
	"partial" boolean NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "external_portfolio_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"req_id" text NOT NULL,
	"client_ref_no" text NOT NULL,
	"otp_ref" text NOT NULL,
	"pan" text NOT NULL,
	"dob" date NOT NULL,
	"salt" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "external_portfolio_requests_req_id_unique" UNIQUE("req_id")
);
--> statement-breakpoint
ALTER TABLE "external_portfolio_imports" ADD CONSTRAINT "external_portfolio_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "external_portfolio_requests" ADD CONSTRAINT "external_portfolio_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_portfolio_requests_user" ON "external_portfolio_requests" USING btree ("user_id","id");