// New templates: blank (the designer's default design, turned into HTML on the server),
// a copy of a gallery template (its HTML and design), or a duplicate ("Copy of …").
import { and, eq, isNull } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { galleryTemplates } from "../../db/schema";
import { badRequest } from "../../lib/errors";
import { storedTemplateHtml } from "../../lib/stored-template-html";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { DEFAULT_DESIGN } from "../../../shared/templates/design/default-design";
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES, type CreateTemplateInput } from "../../../shared/templates/template-schema";
import type { TemplateDetail } from "../../../shared/templates/template-responses";
import { getTemplate, getTemplateRow } from "./get-template";
import { insertTemplate, type NewTemplate } from "./template-writes";

type Deps = Pick<AppDeps, "db" | "config">;

async function contentOf(deps: Deps, input: CreateTemplateInput): Promise<NewTemplate> {
  if (!input.galleryId) {
    return { name: input.name, ...storedTemplateHtml(designToHtml(DEFAULT_DESIGN)), design: DEFAULT_DESIGN, gallerySlug: null };
  }
  const [gallery] = await deps.db
    .select()
    .from(galleryTemplates)
    .where(and(eq(galleryTemplates.id, input.galleryId), isNull(galleryTemplates.retiredAt)));
  if (!gallery) throw badRequest(TEMPLATE_MESSAGES.galleryInvalid, { galleryId: TEMPLATE_MESSAGES.galleryInvalid });
  // Gallery HTML was sanitized when added; sanitizing again costs little and guards older rows.
  return { name: input.name, ...storedTemplateHtml(gallery.htmlContent), design: gallery.design ?? null, gallerySlug: gallery.slug };
}

export async function createTemplate(deps: Deps, actor: AuditActor, input: CreateTemplateInput): Promise<TemplateDetail> {
  const values = await contentOf(deps, input);
  const row = await deps.db.transaction(async (tx) => {
    const created = await insertTemplate(tx, actor, values, values.gallerySlug ? "Created from the gallery" : "Created");
    await recordAudit(tx, actor, {
      action: "template.created",
      target: { type: "template", id: created.id, label: created.name },
      details: { gallery: values.gallerySlug },
    });
    return created;
  });
  return getTemplate(deps.db, actor, row.id, deps.config.baseUrl);
}

/** "Copy of <name>", cut to the name limit. */
export function copyName(name: string): string {
  return `Copy of ${name}`.slice(0, TEMPLATE_LIMITS.name).trim();
}

export async function duplicateTemplate(deps: Deps, actor: AuditActor, id: string): Promise<TemplateDetail> {
  const row = await deps.db.transaction(async (tx) => {
    const source = await getTemplateRow(tx, actor, id);
    const copy = await insertTemplate(
      tx,
      actor,
      {
        name: copyName(source.name),
        htmlContent: source.htmlContent,
        design: source.design,
        gallerySlug: source.gallerySlug,
        replyMode: source.replyMode,
        replyHtmlContent: source.replyHtmlContent,
        sanitizedWith: source.sanitizedWith,
      },
      `Copied from “${source.name}”`,
    );
    await recordAudit(tx, actor, {
      action: "template.duplicated",
      target: { type: "template", id: copy.id, label: copy.name },
      details: { from: { id: source.id, name: source.name } },
    });
    return copy;
  });
  return getTemplate(deps.db, actor, row.id, deps.config.baseUrl);
}
