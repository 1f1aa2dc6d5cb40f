ALTER TABLE "campaign_events" ADD COLUMN "variant" text DEFAULT 'a' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD COLUMN "visitor" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_events" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "image_url_b" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "cta_text_b" text;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "is_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_events_account_day_idx" ON "campaign_events" USING btree ("account_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_events_visitor_uq" ON "campaign_events" USING btree ("campaign_id","kind","day","variant","user_id","visitor");