CREATE TABLE "admin_alerts" (
	"account_id" uuid NOT NULL,
	"cause" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_alerts_account_id_cause_pk" PRIMARY KEY("account_id","cause")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "update_mailboxes_automatically" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_alerts" ADD CONSTRAINT "admin_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;