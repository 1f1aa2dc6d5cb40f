// Links: only http, https and mailto URLs are accepted, a link
// without a scheme gets https prefixed, data URLs pass for images only (raster
// types), anything else becomes empty. The scheme is decided on a decoded copy
// (entities, percent-escapes, control characters and whitespace removed), so
// `java\nscript:`, `&#106;avascript:` and `%6Aavascript:` are all refused.

import { decodeEntities } from "./entities";
import { checkDataImage, checkHierarchical, checkMailto, checkTel } from "./url-parts";

export { isPlausibleEmail, normalizePhone } from "./url-parts";

export type UrlVerdict = { url: string; reason?: string };

type Policy = {
  label: "link" | "image";
  schemes: ReadonlySet<string>;
  /** Turn a bare `jane@acme.com` into `mailto:` instead of `https://`. */
  bareEmailToMailto: boolean;
};

const LINK: Policy = { label: "link", schemes: new Set(["http", "https", "mailto"]), bareEmailToMailto: true };
const IMAGE: Policy = { label: "image", schemes: new Set(["http", "https", "data"]), bareEmailToMailto: false };
/** Literal URLs an author writes in a template (the sanitizer's wider scheme list: ftp and tel too). */
const TEMPLATE_LINK: Policy = { label: "link", schemes: new Set(["http", "https", "ftp", "mailto", "tel"]), bareEmailToMailto: true };

const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const REST = String.raw`(?::\d{1,5})?(?:[/?#][\w\-.~!$&()*+,;=:@/?#%]*)?`;
// Plain URLs (the common case) skip the slow path: they hold nothing to decode.
// Deliberately loose about host syntax (a single character class is several times
// faster than label-by-label matching); the scheme is what matters for safety.
const FAST_HTTP = new RegExp(`^https?://[a-z0-9][a-z0-9.-]*${REST}$`, "i");
const FAST_BARE = new RegExp(`^[a-z0-9][a-z0-9.-]*\\.[a-z]{2,63}${REST}$`, "i");
const EMAIL_SOURCE = `[\\w.!#$%&*+/=?^~-]+@(?:${LABEL}\\.)+[a-z]{2,63}`;
const BARE_EMAIL = new RegExp(`^${EMAIL_SOURCE}$`, "i");
const FAST_MAILTO = new RegExp(`^mailto:${EMAIL_SOURCE}(?:\\?[\\w\\-.~!$&()*+,;=:@/?%]*)?$`, "i");

/** Invisible characters: URL parsers drop tab and newline, the rest is never legitimate. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u180e\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/g;
const EDGE_SPACE = /^[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+|[\s\u00a0\u1680\u2000-\u200a\u202f\u205f\u3000]+$/g;
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const ANY_SPACE = /[\s\u0000-\u0020\u007f-\u00a0\u00ad\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]/g;
const PERCENT = /%([0-9a-f]{2})/gi;
const SCHEME = /^([a-z][a-z0-9+.-]*):/;
const HOST_PORT = /^[a-z0-9.-]+:\d+(?:[/?#]|$)/;

const EMPTY: UrlVerdict = { url: "" };

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  return typeof value === "number" && Number.isFinite(value) ? String(value) : "";
}

/** What a browser would see as the start of the URL, once every disguise is undone. */
function detectionForm(value: string): string {
  let current = value;
  for (let i = 0; i < 4; i++) {
    const next = decodeEntities(current)
      .replace(PERCENT, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
      .replace(ANY_SPACE, "");
    if (next === current) break;
    current = next;
  }
  return current.toLowerCase();
}

function schemeOf(lowered: string): string {
  if (HOST_PORT.test(lowered)) return ""; // `acme.com:8080/x` is a host, not a scheme
  const match = SCHEME.exec(lowered);
  return match ? match[1] : "";
}

/**
 * Our own hosted images (social icons, default images): a template may name them by
 * site path, e.g. `/static/social/linkedin.png`; the renderer makes the path absolute
 * with the asset base URL, so templates don't depend on the server's address. Letters,
 * digits, `_`, `-` and `/` only (no dots but the extension's, so no `..`).
 */
const OWN_ASSET = /^\/static\/[a-z0-9][a-z0-9_/-]*\.(?:png|jpg|gif)$/i;

export function isOwnAssetPath(value: string): boolean {
  return OWN_ASSET.test(value) && !value.includes("//");
}

/** An http(s) URL with nothing to decode or encode: usable as it is. */
export function isPlainHttpUrl(value: string): boolean {
  return FAST_HTTP.test(value);
}

/** A scheme-less address such as `acme.com/about`, to be used as `https://` + it. */
export function isPlainBareUrl(value: string): boolean {
  return FAST_BARE.test(value);
}

function checkUrl(value: unknown, policy: Policy): UrlVerdict {
  const raw = asText(value);
  if (raw === "") return EMPTY;
  if (FAST_HTTP.test(raw)) return { url: raw };
  if (raw.includes("@") && policy.bareEmailToMailto) {
    if (BARE_EMAIL.test(raw)) return { url: `mailto:${raw}` };
    if (policy.schemes.has("mailto") && FAST_MAILTO.test(raw)) return { url: raw };
  }
  if (FAST_BARE.test(raw)) return { url: `https://${raw}` };

  const text = raw.replace(INVISIBLE, "").replace(EDGE_SPACE, "");
  if (text === "") return EMPTY;
  const rawScheme = schemeOf(text.toLowerCase());
  const seenScheme = schemeOf(detectionForm(text));
  if (seenScheme !== rawScheme) return { url: "", reason: `${seenScheme || "encoded"}: ${policy.label}` };
  if (rawScheme === "") return checkBare(text, policy);
  if (!policy.schemes.has(rawScheme)) return { url: "", reason: `${rawScheme}: ${policy.label}` };
  const url = checkByScheme(rawScheme, text);
  return url ? { url } : { url: "", reason: `invalid ${rawScheme}: ${policy.label}` };
}

function checkByScheme(scheme: string, text: string): string {
  switch (scheme) {
    case "http":
    case "https":
    case "ftp":
      return checkHierarchical(text, false);
    case "mailto":
      return checkMailto(text);
    case "tel":
      return checkTel(text);
    case "data":
      return checkDataImage(text);
    default:
      return "";
  }
}

function checkBare(text: string, policy: Policy): UrlVerdict {
  if (text.startsWith("//")) {
    const url = checkHierarchical(`https:${text}`, true);
    return url ? { url } : { url: "", reason: `invalid ${policy.label}` };
  }
  if (/^[/\\#?.]/.test(text)) return { url: "", reason: `relative ${policy.label}` };
  if (policy.bareEmailToMailto && text.includes("@") && !text.includes("/")) {
    const url = checkMailto(`mailto:${text}`);
    if (url) return { url };
  }
  const url = checkHierarchical(`https://${text}`, true);
  return url ? { url } : { url: "", reason: `invalid ${policy.label}` };
}

export function checkLinkUrl(value: unknown): UrlVerdict {
  return checkUrl(value, LINK);
}

export function checkImageUrl(value: unknown): UrlVerdict {
  return checkUrl(value, IMAGE);
}

/** For literal URLs in a template: the sanitizer's wider scheme list (ftp, tel). */
export function checkTemplateLinkUrl(value: unknown): UrlVerdict {
  return checkUrl(value, TEMPLATE_LINK);
}

/** An http(s) or mailto URL, `https://` added when the value has no scheme; else "". */
export function safeLinkUrl(value: unknown): string {
  return checkUrl(value, LINK).url;
}

/** An http(s) URL or a base64 PNG/JPEG/GIF/WebP data URL; else "". */
export function safeImageUrl(value: unknown): string {
  return checkUrl(value, IMAGE).url;
}
