ALTER TABLE "accounts" ADD COLUMN "logo_width" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "logo_height" integer;