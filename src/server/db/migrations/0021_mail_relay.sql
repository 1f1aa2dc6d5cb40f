CREATE TYPE "public"."mail_relay_failure_policy" AS ENUM('deliver_unsigned', 'defer');--> statement-breakpoint
CREATE TYPE "public"."mail_relay_mode" AS ENUM('sign', 'shadow', 'off');--> statement-breakpoint
CREATE TYPE "public"."mail_relay_outcome" AS ENUM('signed', 'signed_reply', 'passed', 'refused');--> statement-breakpoint
CREATE TYPE "public"."mail_relay_provider" AS ENUM('google', 'microsoft', 'smtp');--> statement-breakpoint
CREATE TYPE "public"."mail_relay_sign_rule" AS ENUM('everyone', 'outside');--> statement-breakpoint
CREATE TABLE "mail_relay_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid,
	"user_id" text,
	"sender" text NOT NULL,
	"recipient_domains" jsonb NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"mode" "mail_relay_mode",
	"outcome" "mail_relay_outcome" NOT NULL,
	"reason" text NOT NULL,
	"return_response" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_relay_settings" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"mode" "mail_relay_mode" DEFAULT 'off' NOT NULL,
	"provider" "mail_relay_provider" DEFAULT 'google' NOT NULL,
	"failure_policy" "mail_relay_failure_policy" DEFAULT 'deliver_unsigned' NOT NULL,
	"sign_rule" "mail_relay_sign_rule" DEFAULT 'everyone' NOT NULL,
	"return_host" text,
	"return_port" integer DEFAULT 587 NOT NULL,
	"relay_username" text,
	"relay_password_sealed" text,
	"allowed_networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_relay_messages" ADD CONSTRAINT "mail_relay_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_relay_messages" ADD CONSTRAINT "mail_relay_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_relay_settings" ADD CONSTRAINT "mail_relay_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_relay_messages_account_idx" ON "mail_relay_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_relay_messages_user_idx" ON "mail_relay_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_relay_messages_created_idx" ON "mail_relay_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_relay_settings_username_uq" ON "mail_relay_settings" USING btree ("relay_username") WHERE "mail_relay_settings"."relay_username" is not null;