ALTER TABLE "gallery_templates" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gallery_templates" ADD COLUMN "retired_at" timestamp with time zone;