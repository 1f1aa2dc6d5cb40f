// href and src attributes that hold placeholders. The URL rule applies to the WHOLE
// final URL (template literal + values), so a value can never change the scheme
// the template wrote, and a value that starts the URL is validated like any link.
// `tel:` is allowed only when the template itself wrote it.

import { escapeUrlAttribute } from "./escape";
import { fieldText, isImageField, isSignatureField, type SignatureData, type SignatureField } from "./fields";
import type { AttrPart } from "./template-parser";
import { checkImageUrl, checkLinkUrl, isOwnAssetPath, type UrlVerdict } from "./url-rules";
import { checkTel, encodeUnsafeUrlChars, isPlausibleEmail, normalizePhone } from "./url-parts";
import { imageFieldUrl, reportInvalidUrl, type Warn } from "./render-values";

export type UrlAttr = {
  kind: "link" | "image";
  /** Literal parts are decoded text; unknown fields are already removed. */
  parts: AttrPart[];
  /** The field when the value is exactly one placeholder (the common, fast case). */
  single: string | null;
  /** The template wrote `tel:` before the placeholder. */
  tel: boolean;
  /** Exactly `mailto:{{field}}` or `tel:{{field}}`: the usual shapes, given a fast path. */
  schemeField: { scheme: "mailto:" | "tel:"; field: string } | null;
  /** The one field the output depends on (with the asset base URL), if there is one. */
  memoField: SignatureField | null;
  /** An image of ours by site path (`/static/...`): rendered as the asset base URL + it. */
  asset: string | null;
};

const QUERY_BREAKERS = /[&=#+]/g;

export function compileUrlAttr(name: string, rawParts: AttrPart[]): UrlAttr {
  const parts = rawParts.filter((part) => typeof part === "string" || isSignatureField(part.field));
  const first = parts[0];
  const single = parts.length === 1 && typeof first !== "string" ? first.field : null;
  const tel = typeof first === "string" && /^\s*tel:/i.test(first);
  const second = parts[1];
  const scheme = typeof first === "string" ? first.trim().toLowerCase() : "";
  const schemeField =
    parts.length === 2 && name !== "src" && (scheme === "mailto:" || scheme === "tel:") && typeof second !== "string"
      ? { scheme: scheme as "mailto:" | "tel:", field: second.field }
      : null;
  const memoField = (single ?? schemeField?.field ?? null) as SignatureField | null;
  const asset = name === "src" && parts.length === 1 && typeof first === "string" && isOwnAssetPath(first) ? first : null;
  return { kind: name === "src" ? "image" : "link", parts, single, tel, schemeField, memoField, asset };
}

function renderSchemeField(attr: UrlAttr, scheme: "mailto:" | "tel:", field: string, raw: unknown, warn: Warn): string {
  const value = fieldText(raw);
  if (value === "") return "";
  if (scheme === "tel:") {
    const phone = normalizePhone(value); // separators, surrounding spaces included, are dropped
    if (phone) return `tel:${phone}`; // digits, "+", ";ext=": nothing to escape
  } else if (isPlausibleEmail(value)) return `mailto:${escapeUrlAttribute(value)}`;
  if (value.trim() === "") return "";
  const verdict = verdictFor(attr, scheme + value.trim()); // unusual but maybe valid (a mailto list)
  if (!verdict.url) reportInvalidUrl(warn, field, value, verdict.reason);
  return escapeUrlAttribute(verdict.url);
}

function verdictFor(attr: UrlAttr, url: string): UrlVerdict {
  if (attr.tel) {
    const tel = checkTel(url.trim());
    return tel ? { url: tel } : { url: "", reason: "invalid phone number" };
  }
  return attr.kind === "image" ? checkImageUrl(url) : checkLinkUrl(url);
}

function fieldValue(field: string, data: SignatureData, assetBaseUrl: string, warn: Warn): string {
  return isImageField(field) ? imageFieldUrl(field, data[field], assetBaseUrl, warn) : fieldText(data[field as keyof SignatureData]);
}

function renderSingle(attr: UrlAttr, field: string, raw: unknown, assetBaseUrl: string, warn: Warn): string {
  if (isImageField(field)) {
    const image = imageFieldUrl(field, raw, assetBaseUrl, warn);
    return escapeUrlAttribute(attr.kind === "image" ? image : checkLinkUrl(image).url);
  }
  const value = fieldText(raw);
  if (value === "") return "";
  const verdict = verdictFor(attr, value);
  if (!verdict.url && value.trim() !== "") reportInvalidUrl(warn, field, value, verdict.reason);
  return escapeUrlAttribute(verdict.url);
}

/** For an attribute with a memoField: `raw` is that field's value, already read. */
export function renderUrlValue(attr: UrlAttr, raw: unknown, assetBaseUrl: string, warn: Warn): string {
  if (attr.single !== null) return renderSingle(attr, attr.single, raw, assetBaseUrl, warn);
  const { scheme, field } = attr.schemeField as { scheme: "mailto:" | "tel:"; field: string };
  return renderSchemeField(attr, scheme, field, raw, warn);
}

/** Returns the attribute value, escaped and ready to sit between double quotes. */
export function renderUrlAttr(attr: UrlAttr, data: SignatureData, assetBaseUrl: string, warn: Warn): string {
  if (attr.memoField !== null) return renderUrlValue(attr, data[attr.memoField], assetBaseUrl, warn);
  if (attr.asset !== null) return escapeUrlAttribute(assetBaseUrl.replace(/\/+$/, "") + attr.asset);
  let url = "";
  let anyValue = false;
  let fields = "";
  for (const part of attr.parts) {
    if (typeof part === "string") {
      url += part;
      continue;
    }
    const value = fieldValue(part.field, data, assetBaseUrl, warn).trim();
    if (value !== "") anyValue = true;
    fields += fields ? `,${part.field}` : part.field;
    if (url.trim() === "" || attr.tel)
      url += value; // it decides (or is) the address: checked below
    else if (url.includes("?")) url += encodeUnsafeUrlChars(value).replace(QUERY_BREAKERS, encodeURIComponent);
    else url += encodeUnsafeUrlChars(value);
  }
  const verdict = verdictFor(attr, url);
  if (!verdict.url && anyValue) reportInvalidUrl(warn, fields, url, verdict.reason);
  return escapeUrlAttribute(verdict.url);
}
