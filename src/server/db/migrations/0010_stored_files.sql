CREATE TABLE "stored_files" (
	"path" text PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"kind" text NOT NULL,
	"byte_size" bigint,
	"content_type" text NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_account_idx" ON "stored_files" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
-- Files stored before this table: each gets the owner of what references it (a gallery
-- image the platform, else the account of its oldest reference). Sizes are measured at start.
INSERT INTO "stored_files" ("path", "account_id", "kind", "content_type", "created_at")
SELECT DISTINCT ON (f.path) f.path, f.account_id,
  CASE split_part(f.path, '/', 3) WHEN 'logos' THEN 'logo' WHEN 'photos' THEN 'photo' WHEN 'banners' THEN 'banner'
    ELSE CASE WHEN f.account_id IS NULL THEN 'gallery-image' ELSE 'template-image' END END,
  CASE substring(f.path from '\.([a-z0-9]+)$') WHEN 'png' THEN 'image/png' WHEN 'gif' THEN 'image/gif' WHEN 'jpg' THEN 'image/jpeg'
    ELSE 'application/octet-stream' END,
  f.at
FROM (
  SELECT (regexp_matches(html_content, '/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+', 'g'))[1] AS path, NULL::uuid AS account_id, created_at AS at, 0 AS rank FROM gallery_templates
  UNION ALL SELECT (regexp_matches(html_content, '/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+', 'g'))[1], account_id, created_at, 1 FROM template_versions
  UNION ALL SELECT (regexp_matches(html_content, '/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+', 'g'))[1], account_id, created_at, 1 FROM company_templates
  UNION ALL SELECT (regexp_matches(coalesce(image_url, '') || ' ' || coalesce(image_url_b, ''), '/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+', 'g'))[1], account_id, created_at, 1 FROM campaigns
  UNION ALL SELECT (regexp_matches(logo_url, '^/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+$'))[1], id, updated_at, 1 FROM accounts
  UNION ALL SELECT (regexp_matches(p.photo_url, '^/files/[a-z0-9-]+/[a-f0-9-]+\.[a-z0-9]+$'))[1],
    (SELECT au.account_id FROM account_users au WHERE au.user_id = p.id ORDER BY au.created_at LIMIT 1), p.updated_at, 1 FROM profiles p
) f
WHERE f.account_id IS NOT NULL OR f.rank = 0
ORDER BY f.path, f.rank, f.at;
