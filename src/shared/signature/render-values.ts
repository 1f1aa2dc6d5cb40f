// Per-value work done at render time: strip, validate and escape one value for the
// context its placeholder was compiled into. Kept allocation-free on the common path
// (clean values), since this runs for every placeholder of every signature.

import { escapeHtml, escapeText } from "./escape";
import { fieldText, hasValue, type ImageField } from "./fields";
import { mayNeedStripping, stripUnsafeText } from "./strip-text";
import { checkImageUrl, isPlainHttpUrl } from "./url-rules";
import { isUnsafeStyleValue } from "./css-rules";

export type Warn = ((message: string, data?: Record<string, unknown>) => void) | undefined;

/** Characters that stripping or text escaping would act on. */
const TEXT_WORK = /[<>:=&{}]/;
/** The same for attribute values, where quotes are escaped too. */
const ATTR_WORK = /[<>:=&"'{}]/;

/** A value between tags: strip attack strings, then escape. */
export function textValue(value: unknown): string {
  const text = typeof value === "string" ? value : fieldText(value);
  if (!TEXT_WORK.test(text)) return text; // the common case: one regexp test
  return escapeText(mayNeedStripping(text) ? stripUnsafeText(text) : text);
}

/** A value inside a (non-URL, non-style) attribute: strip, then escape quotes too. */
export function attrValue(value: unknown): string {
  const text = typeof value === "string" ? value : fieldText(value);
  if (!ATTR_WORK.test(text)) return text;
  return escapeHtml(mayNeedStripping(text) ? stripUnsafeText(text) : text);
}

/** A value inside a style attribute: anything that could add CSS is dropped. */
export function styleValue(value: unknown, field: string, warn: Warn): string {
  const text = stripUnsafeText(value);
  if (!isUnsafeStyleValue(text)) return escapeHtml(text);
  warnings++;
  warn?.("Unsafe value dropped from a style attribute", { field, value: preview(text) });
  return "";
}

let warnings = 0;

/** How many value warnings were raised so far (whether or not anyone listens). */
export function warningCount(): number {
  return warnings;
}

export function preview(value: string): string {
  return value.length > 120 ? `${value.slice(0, 117)}...` : value;
}

export function reportInvalidUrl(warn: Warn, field: string, value: string, reason: string | undefined): void {
  warnings++;
  warn?.("Invalid URL removed from signature", { field, reason: reason ?? "invalid", value: preview(value) });
}

type Defaults = { base: string; photo_url: string; logo_url: string };
let defaults: Defaults = { base: "", photo_url: "/static/defaults/photo.png", logo_url: "/static/defaults/logo.png" };

/** Default images (/static/defaults/photo.png and logo.png), cached for the last base URL: it rarely changes. */
export function defaultImage(field: ImageField, assetBaseUrl: string): string {
  if (defaults.base !== assetBaseUrl) {
    const base = assetBaseUrl.replace(/\/+$/, "");
    defaults = { base: assetBaseUrl, photo_url: `${base}/static/defaults/photo.png`, logo_url: `${base}/static/defaults/logo.png` };
  }
  return defaults[field];
}

/**
 * photo_url / logo_url as a usable image address: a site-relative path (an upload
 * stored as `/files/...`) is resolved against assetBaseUrl; a missing or invalid
 * value becomes the default image. Never escaped here.
 */
export function imageFieldUrl(field: ImageField, value: unknown, assetBaseUrl: string, warn: Warn): string {
  if (typeof value === "string" && isPlainHttpUrl(value)) return value;
  if (!hasValue(value)) return defaultImage(field, assetBaseUrl);
  const text = fieldText(value).trim();
  const absolute = text[0] === "/" && text[1] !== "/" && text[1] !== "\\" ? `${assetBaseUrl.replace(/\/+$/, "")}${text}` : text;
  const verdict = checkImageUrl(absolute);
  if (verdict.url) return verdict.url;
  reportInvalidUrl(warn, field, text, verdict.reason);
  return defaultImage(field, assetBaseUrl);
}
