// Super admin: the gallery of pre-designed templates every new account starts from.
// List (with a sample-data preview and how many accounts copied each), add (sanitized
// like every template), retire and restore (a retired template is hidden from new
// picks; copies stay), reorder. Editing with the template editor: gallery-editor.ts.
import { randomBytes } from "node:crypto";
import { asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, galleryTemplates } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { sanitizeHtml, sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { requireTemplateFiles } from "../templates/prepare-template-content";
import { compileTemplate } from "../../../shared/signature/compile-template";
import { SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import type { GalleryTemplateInput } from "../../../shared/gallery/gallery-schema";

type Row = typeof galleryTemplates.$inferSelect;

function preview(html: string, assetBaseUrl: string) {
  try {
    return sanitizeHtml(compileTemplate(html).render(SAMPLE_PREVIEW_DATA, { assetBaseUrl }));
  } catch {
    return "";
  }
}

export function view(row: Row, copies: number, assetBaseUrl: string) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    position: row.position,
    retiredAt: row.retiredAt,
    copies,
    previewHtml: preview(row.htmlContent, assetBaseUrl),
  };
}

/** The gallery's order as it is offered: by position, then the older first. */
const GALLERY_ORDER = [asc(galleryTemplates.position), asc(galleryTemplates.createdAt), asc(galleryTemplates.slug)];

async function copiesBySlug(db: Database) {
  const rows = await db
    .select({ slug: companyTemplates.gallerySlug, copies: count() })
    .from(companyTemplates)
    .where(sql`${companyTemplates.gallerySlug} is not null`)
    .groupBy(companyTemplates.gallerySlug);
  return new Map(rows.map((r) => [r.slug, r.copies]));
}

export async function findGallery(db: Database, assetBaseUrl: string) {
  const rows = await db
    .select()
    .from(galleryTemplates)
    .orderBy(...GALLERY_ORDER);
  const copies = await copiesBySlug(db);
  return rows.map((row) => view(row, copies.get(row.slug) ?? 0, assetBaseUrl));
}

function slugOf(name: string) {
  const base = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `${base || "template"}-${randomBytes(3).toString("hex")}`;
}

export async function addGalleryTemplate(db: Database, actor: AuditActor, input: GalleryTemplateInput, assetBaseUrl: string) {
  const { html, removed } = sanitizeTemplateHtml(input.html);
  if (!html.trim())
    throw badRequest("Nothing of this HTML is allowed in a signature.", { html: "Nothing of this HTML is allowed in a signature." });
  const row = await db.transaction(async (tx) => {
    await requireTemplateFiles(tx, assetBaseUrl, null, { html: input.html, design: null }, html);
    const [{ next }] = await tx
      .select({ next: sql<number>`coalesce(max(${galleryTemplates.position}), -1) + 1`.mapWith(Number) })
      .from(galleryTemplates);
    const [created] = await tx
      .insert(galleryTemplates)
      .values({ slug: slugOf(input.name), name: input.name, description: input.description, htmlContent: html, position: next })
      .returning();
    await recordAudit(tx, actor, {
      action: "gallery.created",
      target: { type: "gallery_template", id: created.id, label: created.name },
      ...(removed.length ? { details: { removed } } : {}),
    });
    return created;
  });
  return { template: view(row, 0, assetBaseUrl), removed };
}

export async function setGalleryRetired(db: Database, actor: AuditActor, { id, retired }: { id: string; retired: boolean }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(galleryTemplates)
      .set({ retiredAt: retired ? new Date() : null, updatedAt: new Date() })
      .where(eq(galleryTemplates.id, id))
      .returning({ id: galleryTemplates.id, name: galleryTemplates.name });
    if (!row) throw notFound("Template");
    await recordAudit(tx, actor, {
      action: retired ? "gallery.retired" : "gallery.restored",
      target: { type: "gallery_template", id, label: row.name },
    });
  });
}

/**
 * `ids` in their new order, each a gallery template, each once. Templates the list leaves out
 * (added since the caller read the gallery: an addition goes to the end) follow the listed ones in
 * their present order, so a move made on a page read before someone else's addition still lands.
 */
export async function reorderGallery(db: Database, actor: AuditActor, { ids }: { ids: string[] }) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: galleryTemplates.id })
      .from(galleryTemplates)
      .orderBy(...GALLERY_ORDER)
      .for("update");
    const known = new Set(rows.map((r) => r.id));
    const listed = new Set(ids);
    if (ids.some((id) => !known.has(id))) throw badRequest("Unknown template", { ids: "Unknown template" });
    if (listed.size !== ids.length)
      throw badRequest("List each gallery template at most once.", { ids: "List each gallery template at most once." });
    const order = [...ids, ...rows.map((r) => r.id).filter((id) => !listed.has(id))];
    for (const [position, id] of order.entries())
      await tx
        .update(galleryTemplates)
        .set({ position })
        .where(inArray(galleryTemplates.id, [id]));
    await recordAudit(tx, actor, { action: "gallery.reordered", target: { type: "gallery", id: "gallery", label: "Template gallery" } });
  });
}
