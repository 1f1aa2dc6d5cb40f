CREATE TABLE "template_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"html_content" text NOT NULL,
	"design" jsonb,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_event_days" (
	"account_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" "campaign_event_kind" NOT NULL,
	"variant" text DEFAULT 'a' NOT NULL,
	"user_id" text,
	"events" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deleted_campaigns" (
	"campaign_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"landing_page_url" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "deployed_version" integer;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "updated_by" text;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "updated_by_name" text;--> statement-breakpoint
ALTER TABLE "gallery_templates" ADD COLUMN "design" jsonb;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_company_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."company_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_event_days" ADD CONSTRAINT "campaign_event_days_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_event_days" ADD CONSTRAINT "campaign_event_days_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_event_days" ADD CONSTRAINT "campaign_event_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_campaigns" ADD CONSTRAINT "deleted_campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_number_uq" ON "template_versions" USING btree ("template_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_event_days_uq" ON "campaign_event_days" USING btree ("campaign_id","day","kind","variant","user_id");--> statement-breakpoint
CREATE INDEX "campaign_event_days_account_day_idx" ON "campaign_event_days" USING btree ("account_id","day");--> statement-breakpoint
ALTER TABLE "company_templates" ADD CONSTRAINT "company_templates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
INSERT INTO "campaign_event_days" ("account_id", "campaign_id", "day", "kind", "variant", "user_id", "events", "visitors") SELECT "account_id", "campaign_id", "day", "kind", "variant", "user_id", sum("count")::integer, count(*)::integer FROM "campaign_events" GROUP BY "account_id", "campaign_id", "day", "kind", "variant", "user_id";--> statement-breakpoint
INSERT INTO "template_versions" ("template_id", "account_id", "number", "name", "html_content", "note", "created_at") SELECT "id", "account_id", 1, "name", "html_content", 'First version', "updated_at" FROM "company_templates";
