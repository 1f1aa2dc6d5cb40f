// Super admin: one gallery template in the template editor. A save goes
// through the account templates' own pipeline (prepareTemplateContent: design recomputed,
// size and placeholders, <style> inlined, images hosted, sanitized with the removal
// report); the gallery keeps no versions, so it overwrites the row. Accounts that copied
// the template keep their copy: only new picks get the edit. The check and the preview
// use sample data, as the gallery has no members or campaigns.
import { count, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { companyTemplates, galleryTemplates } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { prepareTemplateContent, requireTemplateFiles, type TemplateContent } from "../templates/prepare-template-content";
import { checkTemplateHtml } from "../templates/check-template";
import { SAMPLE_CAMPAIGNS, SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import type { PreviewData } from "../../../shared/templates/template-responses";
import { view } from "./gallery";

type Deps = Pick<AppDeps, "db" | "storage" | "config">;

export async function getGalleryTemplate(db: Database, id: string, assetBaseUrl: string) {
  const [row] = await db.select().from(galleryTemplates).where(eq(galleryTemplates.id, id));
  if (!row) throw notFound("Template");
  const [{ copies }] = await db.select({ copies: count() }).from(companyTemplates).where(eq(companyTemplates.gallerySlug, row.slug));
  return { ...view(row, copies, assetBaseUrl), html: row.htmlContent, design: row.design ?? null, updatedAt: row.updatedAt.toISOString() };
}

export async function saveGalleryTemplate(deps: Deps, actor: AuditActor, input: TemplateContent & { id: string; note: string }) {
  // 404 before any image is stored for a template that doesn't exist.
  await getGalleryTemplate(deps.db, input.id, deps.config.baseUrl);
  // Its hosted images are the platform's: every account may show them, none may delete them.
  const prepared = await prepareTemplateContent(deps, { accountId: null, userId: actor.userId }, input);
  await deps.db.transaction(async (tx) => {
    await requireTemplateFiles(tx, deps.config.baseUrl, null, input, prepared.html);
    const [row] = await tx
      .update(galleryTemplates)
      .set({ htmlContent: prepared.html, design: input.design, updatedAt: new Date() })
      .where(eq(galleryTemplates.id, input.id))
      .returning({ id: galleryTemplates.id, name: galleryTemplates.name });
    if (!row) throw notFound("Template");
    await recordAudit(tx, actor, {
      action: "gallery.saved",
      target: { type: "gallery_template", id: row.id, label: row.name },
      details: {
        designed: input.design !== null,
        ...(input.note ? { note: input.note } : {}),
        ...(prepared.removed.length ? { removed: prepared.removed.map((r) => `${r.name} (${r.where})`) } : {}),
        ...(prepared.changed.length ? { changed: prepared.changed } : {}),
      },
    });
  });
  const template = await getGalleryTemplate(deps.db, input.id, deps.config.baseUrl);
  return { template, removed: prepared.removed, changed: prepared.changed };
}

/** An account's members may have two campaigns: the sample one counted twice is the upper bound. */
const TWO_CAMPAIGNS = [0, 1].map((i) => SAMPLE_CAMPAIGNS[i % SAMPLE_CAMPAIGNS.length]);

export function checkGalleryTemplate(deps: Pick<AppDeps, "config">, html: string) {
  return checkTemplateHtml(
    deps,
    html,
    (compiled) => compiled.render(SAMPLE_PREVIEW_DATA, { assetBaseUrl: deps.config.baseUrl, campaigns: TWO_CAMPAIGNS }).length,
  );
}

export function galleryPreviewData(deps: Pick<AppDeps, "config">): PreviewData {
  return { member: null, data: SAMPLE_PREVIEW_DATA, campaigns: [], assetBaseUrl: deps.config.baseUrl };
}
