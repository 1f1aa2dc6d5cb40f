// The sanitizer (allow-lists.ts, css-rules.ts, url-rules.ts) as DOMPurify configuration. Both sides build
// their own DOMPurify instance (server on jsdom, client in the browser), call
// installSanitizerHooks() on it once, and sanitize through sanitizeTemplateWith()
// or sanitizeFinalWith() (sanitize-run.ts).

import type { Config } from "dompurify";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, FORBIDDEN_ATTRIBUTES, FORBIDDEN_TAGS } from "./allow-lists";

export {
  ALLOWED_ATTRIBUTES,
  ALLOWED_TAGS,
  ALLOWED_URI_SCHEMES,
  FORBIDDEN_ATTRIBUTES,
  FORBIDDEN_CSS,
  FORBIDDEN_TAGS,
  RASTER_IMAGE_TYPES,
} from "./allow-lists";
export { installSanitizerHooks, type SanitizeMode } from "./sanitize-hooks";

/**
 * href/src values have already been checked (and rewritten) by the hooks; this
 * regexp is DOMPurify's own second look. `{{` lets placeholder URLs through,
 * which the hooks admit only in template mode with a safe literal prefix.
 * data: URLs take DOMPurify's separate img-only path and are limited to raster
 * types by the hooks. `/static/` is for our own hosted images, which the hooks admit
 * only as an img src in template mode (isOwnAssetPath in url-rules.ts).
 */
export const ALLOWED_URI_REGEXP = /^(?:(?:https?|ftp|mailto|tel):|\{\{|\/static\/)/i;

export const SANITIZE_CONFIG: Config = {
  // "#comment" only so the hooks can keep the block-tag markers; they remove all others.
  // "body" is DOMPurify's own walk root (never serialized): without it DOMPurify
  // "removes" the root and reports it.
  ALLOWED_TAGS: [...ALLOWED_TAGS, "#comment", "body"],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  FORBID_TAGS: [...FORBIDDEN_TAGS],
  FORBID_ATTR: [...FORBIDDEN_ATTRIBUTES],
  ALLOWED_URI_REGEXP,
  // Non-URL attributes must not be held to the URI regexp (width="80" is not a URL).
  ADD_URI_SAFE_ATTR: ["width", "height", "target", "align", "valign", "border", "cellpadding", "cellspacing"],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_TEMPLATES: false, // it would delete every {{placeholder}}
  SAFE_FOR_XML: true,
  KEEP_CONTENT: true,
  WHOLE_DOCUMENT: false,
};
