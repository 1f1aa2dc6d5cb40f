CREATE TYPE "public"."template_reply_mode" AS ENUM('none', 'compact', 'html');--> statement-breakpoint
ALTER TYPE "public"."integration_provider" ADD VALUE 'microsoft';--> statement-breakpoint
CREATE TABLE "directory_people" (
	"account_id" uuid NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"external_id" text NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "directory_people_account_id_provider_external_id_pk" PRIMARY KEY("account_id","provider","external_id")
);
--> statement-breakpoint
CREATE TABLE "outlook_addins" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	CONSTRAINT "outlook_addins_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "outlook_fetches" (
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outlook_fetches_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "reply_mode" "template_reply_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "reply_html_content" text;--> statement-breakpoint
ALTER TABLE "template_versions" ADD COLUMN "reply_mode" "template_reply_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "template_versions" ADD COLUMN "reply_html_content" text;--> statement-breakpoint
ALTER TABLE "user_signatures" ADD COLUMN "reply_html_content" text;--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "directory_cursor" text;--> statement-breakpoint
ALTER TABLE "directory_people" ADD CONSTRAINT "directory_people_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlook_addins" ADD CONSTRAINT "outlook_addins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlook_fetches" ADD CONSTRAINT "outlook_fetches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outlook_fetches" ADD CONSTRAINT "outlook_fetches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;