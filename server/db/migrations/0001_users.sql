CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"name" text,
	"signup_status" text DEFAULT 'USER_CREATED' NOT NULL,
	"pan" text,
	"dob" date,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "users_sub_unique" UNIQUE("sub")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "users_email" ON "users" USING btree ("email");