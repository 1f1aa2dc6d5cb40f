CREATE TABLE "account_email_limits" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"per_hour" integer,
	"per_day" integer,
	"lifted_until" timestamp with time zone,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_email_limits" ADD CONSTRAINT "account_email_limits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_email_limits" ADD CONSTRAINT "account_email_limits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;