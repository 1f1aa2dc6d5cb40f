CREATE TYPE "public"."deployment_email_status" AS ENUM('none', 'queued', 'sending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."deployment_kind" AS ENUM('deploy', 'retry');--> statement-breakpoint
CREATE TYPE "public"."deployment_member_status" AS ENUM('pending', 'updated', 'skipped', 'failed');--> statement-breakpoint
CREATE TYPE "public"."deployment_status" AS ENUM('running', 'finished');--> statement-breakpoint
CREATE TABLE "deployment_members" (
	"deployment_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"batch" integer NOT NULL,
	"status" "deployment_member_status" DEFAULT 'pending' NOT NULL,
	"reason" text,
	"template_id" uuid,
	"processed_at" timestamp with time zone,
	"processed_by" text,
	"email_status" "deployment_email_status" DEFAULT 'none' NOT NULL,
	"email_error" text,
	"email_attempts" integer DEFAULT 0 NOT NULL,
	"email_sent_at" timestamp with time zone,
	CONSTRAINT "deployment_members_deployment_id_user_id_pk" PRIMARY KEY("deployment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "deployments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" "deployment_kind" DEFAULT 'deploy' NOT NULL,
	"retry_of" uuid,
	"status" "deployment_status" DEFAULT 'running' NOT NULL,
	"started_by" text,
	"started_by_email" text,
	"department_ids" jsonb,
	"templates" jsonb NOT NULL,
	"email_members" boolean NOT NULL,
	"total" integer NOT NULL,
	"batch_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deployment_emails" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "deployment_members" ADD CONSTRAINT "deployment_members_deployment_id_deployments_id_fk" FOREIGN KEY ("deployment_id") REFERENCES "public"."deployments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_members" ADD CONSTRAINT "deployment_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployment_members" ADD CONSTRAINT "deployment_members_template_id_company_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."company_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deployments" ADD CONSTRAINT "deployments_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deployment_members_batch_idx" ON "deployment_members" USING btree ("deployment_id","batch");--> statement-breakpoint
CREATE INDEX "deployment_members_status_idx" ON "deployment_members" USING btree ("deployment_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "deployments_one_running_uq" ON "deployments" USING btree ("account_id") WHERE "deployments"."status" = 'running';--> statement-breakpoint
CREATE INDEX "deployments_account_idx" ON "deployments" USING btree ("account_id","created_at");