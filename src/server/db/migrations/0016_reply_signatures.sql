CREATE TYPE "public"."template_reply_mode" AS ENUM('none', 'compact', 'html');--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "reply_mode" "template_reply_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "company_templates" ADD COLUMN "reply_html_content" text;--> statement-breakpoint
ALTER TABLE "template_versions" ADD COLUMN "reply_mode" "template_reply_mode" DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "template_versions" ADD COLUMN "reply_html_content" text;--> statement-breakpoint
ALTER TABLE "user_signatures" ADD COLUMN "reply_html_content" text;