// Compiled templates, one per template version (id + version + updatedAt), in a small
// in-process LRU. Derived state only: losing it costs one sanitize + compile; copies of
// the server never need to agree on it, because a save changes the version and updatedAt
// and so the key (two saves within one millisecond still differ by version).
import { compileTemplate, type CompiledTemplate } from "../../../shared/signature/compile-template";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";

const MAX_ENTRIES = 200;
const cache = new Map<string, CompiledTemplate>();

export type TemplateVersion = { id: string; htmlContent: string; updatedAt: Date; version?: number };

export function compiledTemplateFor(template: TemplateVersion): CompiledTemplate {
  const key = `${template.id}:${template.version ?? 0}:${template.updatedAt.getTime()}`;
  const hit = cache.get(key);
  if (hit) {
    // Re-insert: Map keeps insertion order, so the first key is the least recently used.
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  // Stored templates were sanitized on save; sanitizing again guards rows written any
  // other way (gallery copies, imports, older versions of the rules) and is idempotent.
  const compiled = compileTemplate(sanitizeTemplateHtml(template.htmlContent).html);
  cache.set(key, compiled);
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  return compiled;
}

export function templateCacheSize(): number {
  return cache.size;
}
