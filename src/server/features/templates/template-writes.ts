// What every template change shares: who is writing (their name is kept on the template
// and its versions, as written), and a new template with its first version.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates, profiles, templateVersions, users } from "../../db/schema";
import type { AuditActor } from "../audit/record-audit";
import type { TemplateRow } from "./get-template";

/** The actor's name for "last edited by": their profile's name, else the user's, else the email. */
export async function actorName(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ first: profiles.firstName, last: profiles.lastName, name: users.name, email: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!row) return "";
  return [row.first, row.last].filter(Boolean).join(" ").trim() || row.name.trim() || row.email;
}

/** `sanitizedWith`: the fingerprint of the rules that cleaned the HTML (SANITIZER_RULES), null when not known. */
export type NewTemplate = {
  name: string;
  htmlContent: string;
  design: unknown;
  gallerySlug: string | null;
  sanitizedWith: string | null;
} & Partial<ReplyContent>;
/** The reply version as stored: its mode and sanitized HTML (null: none). */
export type ReplyContent = { replyMode: "none" | "compact" | "html"; replyHtmlContent: string | null };

/** Inserts the template (version 1) and its first version row. */
export async function insertTemplate(tx: Database, actor: AuditActor, values: NewTemplate, note: string): Promise<TemplateRow> {
  const name = await actorName(tx, actor.userId);
  const [row] = await tx
    .insert(companyTemplates)
    .values({ ...values, design: values.design ?? null, accountId: actor.accountId, updatedBy: actor.userId, updatedByName: name })
    .returning();
  await tx.insert(templateVersions).values({
    templateId: row.id,
    accountId: actor.accountId,
    number: 1,
    name: row.name,
    htmlContent: row.htmlContent,
    design: row.design ?? null,
    replyMode: row.replyMode,
    replyHtmlContent: row.replyHtmlContent,
    note,
    createdBy: actor.userId,
    createdByName: name,
    createdAt: row.updatedAt,
  });
  return row;
}

/**
 * Templates made before versions existed (sign-up's copy of the gallery, demo data) have
 * no row for their current version: written from the template before a new one is added.
 */
export async function keepCurrentVersion(tx: Database, row: TemplateRow): Promise<void> {
  const [kept] = await tx
    .select({ id: templateVersions.id })
    .from(templateVersions)
    .where(and(eq(templateVersions.templateId, row.id), eq(templateVersions.number, row.version)));
  if (kept) return;
  await tx.insert(templateVersions).values({
    templateId: row.id,
    accountId: row.accountId,
    number: row.version,
    name: row.name,
    htmlContent: row.htmlContent,
    design: row.design ?? null,
    replyMode: row.replyMode,
    replyHtmlContent: row.replyHtmlContent,
    note: "",
    createdBy: row.updatedBy,
    createdByName: row.updatedByName,
    createdAt: row.updatedAt,
  });
}

/** A new version of the template's content; updated_at moves (the compiled-template cache and the checklist read it). */
export async function writeVersion(
  tx: Database,
  actor: AuditActor,
  row: TemplateRow,
  content: { htmlContent: string; design: unknown; note: string; sanitizedWith: string | null } & ReplyContent,
): Promise<TemplateRow> {
  await keepCurrentVersion(tx, row);
  const name = await actorName(tx, actor.userId);
  const number = row.version + 1;
  const [updated] = await tx
    .update(companyTemplates)
    .set({
      htmlContent: content.htmlContent,
      design: content.design ?? null,
      replyMode: content.replyMode,
      replyHtmlContent: content.replyHtmlContent,
      sanitizedWith: content.sanitizedWith,
      version: number,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
      updatedByName: name,
    })
    .where(eq(companyTemplates.id, row.id))
    .returning();
  await tx.insert(templateVersions).values({
    templateId: row.id,
    accountId: row.accountId,
    number,
    name: updated.name,
    htmlContent: content.htmlContent,
    design: content.design ?? null,
    replyMode: content.replyMode,
    replyHtmlContent: content.replyHtmlContent,
    note: content.note,
    createdBy: actor.userId,
    createdByName: name,
    createdAt: updated.updatedAt,
  });
  return updated;
}
