CREATE TYPE "public"."invitation_email_status" AS ENUM('sending', 'sent', 'failed');--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "email_status" "invitation_email_status" DEFAULT 'sending' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "email_error" text;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD COLUMN "email_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "target_label" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "ip" text;--> statement-breakpoint
CREATE INDEX "account_users_account_idx" ON "account_users" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "user_invitations_account_idx" ON "user_invitations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("account_id","actor_user_id","created_at");--> statement-breakpoint
UPDATE "user_invitations" SET "email_status" = 'sent', "email_sent_at" = "created_at";
