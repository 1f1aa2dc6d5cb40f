// The gallery templates an admin can start a template from: not retired, in the super
// admins' order, each with a sample-data preview for the "New template" dialog.
import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { galleryTemplates } from "../../db/schema";
import { samplePreview } from "./find-templates";

export async function findGalleryPicks(db: Database, assetBaseUrl: string) {
  const rows = await db
    .select()
    .from(galleryTemplates)
    .where(isNull(galleryTemplates.retiredAt))
    .orderBy(asc(galleryTemplates.position), asc(galleryTemplates.createdAt), asc(galleryTemplates.slug));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    previewHtml: samplePreview(row.htmlContent, assetBaseUrl),
  }));
}
