-- Members' signatures (about 3 KB of HTML each, written for every member by a deployment) are
-- compressed with lz4 where the server has it: pglz made PostgreSQL spend about 25 µs more per
-- signature written (2.5 s more for 100,000), and reading one back to compare it costs less too.
-- Rows written before keep pglz; both read the same. PGlite has no lz4 and keeps pglz.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "user_signatures" ALTER COLUMN "html_content" SET COMPRESSION lz4, ALTER COLUMN "reply_html_content" SET COMPRESSION lz4;
  END IF;
END $$;
