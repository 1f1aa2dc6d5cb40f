DROP INDEX "campaign_events_campaign_day_idx";--> statement-breakpoint
ALTER TABLE "campaign_event_days" ADD COLUMN "discarded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaign_events_campaign_visitor_idx" ON "campaign_events" USING btree ("campaign_id","day","kind","visitor");