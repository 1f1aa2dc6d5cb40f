// Compiled templates, one per template version (id + version + updatedAt), in a small
// in-process LRU. Derived state only: losing it costs one compile; copies of the server never
// need to agree on it, because a save changes the version and updatedAt and so the key (two
// saves within one millisecond still differ by version).
// The signature query reads a template's version, not its HTML (decision 024): the HTML is
// read by id only when this process has not compiled that version yet.
// A version stored with today's sanitizer fingerprint compiles as stored; any other is sanitized
// again first, and marked with the fingerprint when sanitizing left it as it was (decision 060).
import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyTemplates } from "../../db/schema";
import { compileTemplate, type CompiledTemplate } from "../../../shared/signature/compile-template";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { SANITIZER_RULES } from "../../lib/sanitizer-rules";

const MAX_ENTRIES = 200;
// A version's template and its reply version (undefined: not read yet; null: it has none),
// each compiled once.
type Entry = { compiled: CompiledTemplate; reply?: CompiledTemplate | null };
const cache = new Map<string, Entry>();

/** Which version of a template: what the signature query reads. */
export type TemplateRef = { id: string; updatedAt: Date; version?: number };
export type TemplateVersion = TemplateRef & { htmlContent: string; replyHtmlContent?: string | null; sanitizedWith?: string | null };
/** A template ready to render, with its reply version when it has one (replies and forwards). */
export type ReadyTemplate = { id: string; compiled: CompiledTemplate; reply: CompiledTemplate | null };

/** The cache's key: a template version. */
export const templateKey = (template: TemplateRef) => `${template.id}:${template.version ?? 0}:${template.updatedAt.getTime()}`;

function cached(key: string): Entry | undefined {
  const hit = cache.get(key);
  if (hit) {
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    cache.delete(key);
    cache.set(key, hit);
  }
  return hit;
}

/**
 * The compiled template of that version: from the cache, else its HTML read by id. A
 * template saved since the reference was read compiles as it is now; null: deleted since.
 */
export async function readyTemplateOf(db: Database, ref: TemplateRef): Promise<ReadyTemplate | null> {
  const hit = cached(templateKey(ref));
  if (hit && hit.reply !== undefined) return { id: ref.id, compiled: hit.compiled, reply: hit.reply };
  const [row] = await db
    .select({
      id: companyTemplates.id,
      htmlContent: companyTemplates.htmlContent,
      replyHtmlContent: companyTemplates.replyHtmlContent,
      updatedAt: companyTemplates.updatedAt,
      version: companyTemplates.version,
      sanitizedWith: companyTemplates.sanitizedWith,
    })
    .from(companyTemplates)
    .where(eq(companyTemplates.id, ref.id));
  if (!row) return null;
  const compiled = compiledTemplateFor(row.sanitizedWith === SANITIZER_RULES ? row : await sanitizedAgain(db, row));
  return { id: row.id, compiled, reply: cached(templateKey(row))?.reply ?? null };
}

type StoredRow = { id: string; version: number; updatedAt: Date; htmlContent: string; replyHtmlContent: string | null };

/**
 * A version without today's fingerprint, sanitized again (once). Sanitizing is idempotent: when it
 * changed nothing, the HTML is clean under today's rules and the row is marked so.
 */
async function sanitizedAgain(db: Database, row: StoredRow): Promise<TemplateVersion> {
  const htmlContent = sanitizeTemplateHtml(row.htmlContent).html;
  const replyHtmlContent = row.replyHtmlContent === null ? null : sanitizeTemplateHtml(row.replyHtmlContent).html;
  if (htmlContent === row.htmlContent && replyHtmlContent === row.replyHtmlContent) await markSanitized(db, row);
  return { ...row, htmlContent, replyHtmlContent, sanitizedWith: SANITIZER_RULES };
}

/** Records today's fingerprint on that version of the row (a save since then is left alone). */
async function markSanitized(db: Database, row: { id: string; version: number }) {
  await db
    .update(companyTemplates)
    .set({ sanitizedWith: SANITIZER_RULES })
    .where(
      and(
        eq(companyTemplates.id, row.id),
        eq(companyTemplates.version, row.version),
        or(isNull(companyTemplates.sanitizedWith), ne(companyTemplates.sanitizedWith, SANITIZER_RULES)),
      ),
    );
}

// Templates are sanitized on save and stored with the rules' fingerprint; a version without
// today's fingerprint (written before it, restored from an older version, cleaned under older
// rules, or written any other way) is sanitized again here, which is idempotent.
const compile = (html: string, sanitizedWith: string | null | undefined) =>
  compileTemplate(sanitizedWith === SANITIZER_RULES ? html : sanitizeTemplateHtml(html).html);

/** The version's compiled template; its reply version is compiled too when its HTML is given. */
export function compiledTemplateFor(template: TemplateVersion): CompiledTemplate {
  const key = templateKey(template);
  let entry = cached(key);
  if (!entry) {
    entry = { compiled: compile(template.htmlContent, template.sanitizedWith) };
    cache.set(key, entry);
    if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  if (entry.reply === undefined && template.replyHtmlContent !== undefined)
    entry.reply = template.replyHtmlContent ? compile(template.replyHtmlContent, template.sanitizedWith) : null;
  return entry.compiled;
}

export function templateCacheSize(): number {
  return cache.size;
}
