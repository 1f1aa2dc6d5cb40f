// The sanitizer's allow-lists for the final HTML of a template or signature: the tags
// and attributes kept. Every other tag and attribute (all on* handlers included) is removed.

export const ALLOWED_TAGS = [
  "div",
  "span",
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "a",
  "img",
  "table",
  "tr",
  "td",
  "th",
  "tbody",
  "thead",
  "tfoot",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
] as const;

export const ALLOWED_ATTRIBUTES = [
  "style",
  "class",
  "id",
  "href",
  "target",
  "src",
  "alt",
  "width",
  "height",
  "cellpadding",
  "cellspacing",
  "border",
  "align",
  "valign",
] as const;

/** Always forbidden; the allow-list already excludes them, this makes it explicit. */
export const FORBIDDEN_TAGS = ["script", "object", "embed", "form", "input", "button"] as const;
export const FORBIDDEN_ATTRIBUTES = ["onclick", "onload", "onerror", "onmouseover"] as const;

/** data: only for raster images in img src; the rest for links. */
export const ALLOWED_URI_SCHEMES = ["http", "https", "ftp", "mailto", "tel", "data"] as const;
export const RASTER_IMAGE_TYPES = ["png", "jpeg", "gif", "webp"] as const;

/** CSS that is dropped declaration by declaration (plus any url() that is not https). */
export const FORBIDDEN_CSS = ["expression(", "behavior", "-moz-binding", "@import"] as const;

export const ALLOWED_TAG_SET: ReadonlySet<string> = new Set(ALLOWED_TAGS);
export const ALLOWED_ATTRIBUTE_SET: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);
