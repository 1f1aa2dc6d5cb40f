ALTER TABLE "campaigns" ADD COLUMN "alt_text_b" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "landing_page_url_b" text;--> statement-breakpoint
ALTER TABLE "deleted_campaigns" ADD COLUMN "landing_page_url_b" text;