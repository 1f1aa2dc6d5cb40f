// The gallery templates an admin can start a template from: not retired, in the super
// admins' order, each previewed with the caller's own values for the "New template" dialog.
import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { galleryTemplates } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { compileTemplate } from "../../../shared/signature/compile-template";
import { previewOf } from "./find-templates";
import { ownPreviewData } from "./preview-data";

export async function findGalleryPicks(db: Database, scope: Pick<Scope, "accountId" | "userId">, assetBaseUrl: string) {
  const data = await ownPreviewData(db, scope, assetBaseUrl);
  const rows = await db
    .select()
    .from(galleryTemplates)
    .where(isNull(galleryTemplates.retiredAt))
    .orderBy(asc(galleryTemplates.position), asc(galleryTemplates.createdAt), asc(galleryTemplates.slug));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    previewHtml: previewOf(compileTemplate(row.htmlContent), data, assetBaseUrl),
  }));
}
