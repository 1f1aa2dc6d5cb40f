CREATE TYPE "public"."directory_sync_status" AS ENUM('preview', 'applying', 'applied', 'held', 'discarded', 'failed');--> statement-breakpoint
CREATE TYPE "public"."integration_provider" AS ENUM('google');--> statement-breakpoint
CREATE TYPE "public"."mailbox_push_status" AS ENUM('queued', 'pushing', 'pushed', 'failed');--> statement-breakpoint
CREATE TABLE "directory_members" (
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"external_id" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deactivated_at" timestamp with time zone,
	CONSTRAINT "directory_members_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "directory_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"started_by" text,
	"started_by_email" text,
	"status" "directory_sync_status" NOT NULL,
	"plan" jsonb NOT NULL,
	"counts" jsonb NOT NULL,
	"directory_users" integer DEFAULT 0 NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"credentials" text NOT NULL,
	"settings" jsonb NOT NULL,
	"sync_interval_hours" integer DEFAULT 6 NOT NULL,
	"connected_by" text,
	"last_sync_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_pushes" (
	"account_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" "integration_provider" NOT NULL,
	"version" text NOT NULL,
	"status" "mailbox_push_status" DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"error" text,
	"changed_by_provider" boolean DEFAULT false NOT NULL,
	"aliases" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mailbox_pushes_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "deployments" ADD COLUMN "push_to_mailboxes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_members" ADD CONSTRAINT "directory_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_members" ADD CONSTRAINT "directory_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_syncs" ADD CONSTRAINT "directory_syncs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_syncs" ADD CONSTRAINT "directory_syncs_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_pushes" ADD CONSTRAINT "mailbox_pushes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_pushes" ADD CONSTRAINT "mailbox_pushes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "directory_members_external_uq" ON "directory_members" USING btree ("account_id","provider","external_id");--> statement-breakpoint
CREATE INDEX "directory_syncs_account_idx" ON "directory_syncs" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integrations_account_provider_uq" ON "integrations" USING btree ("account_id","provider");--> statement-breakpoint
CREATE INDEX "mailbox_pushes_status_idx" ON "mailbox_pushes" USING btree ("account_id","status") WHERE "mailbox_pushes"."status" in ('queued', 'pushing');