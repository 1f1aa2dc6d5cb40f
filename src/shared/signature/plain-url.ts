// The common shapes of URL attribute values, settled without the full URL check:
// plain http(s) addresses, bare domains, plain phone numbers and email addresses.
// Each is valid as it is, holds no quote, "<" or brace (only "&" may need
// escaping), and can raise no warning. Anything else returns null and goes
// through url-attr.ts.

import { escapeAmpersands } from "./escape";
import type { FieldMemo } from "./render-ops";
import type { UrlAttr } from "./url-attr";
import { isPlainEmail, scanPhone } from "./url-parts";
import { isPlainBareUrl, isPlainHttpUrl } from "./url-rules";

/**
 * A plain phone or email is clean text too: fill the field's memo, so the
 * `{{phone}}` / `{{email}}` shown next to the link needs no check of its own.
 */
function alsoCleanText(memo: FieldMemo | null, value: string): void {
  if (memo === null || memo.key === value) return;
  memo.key = value;
  memo.text = value;
  memo.attr = value;
}

export function plainUrl(attr: UrlAttr, value: unknown, memo: FieldMemo | null): string | null {
  if (typeof value !== "string" || value === "") return null;
  if (attr.schemeField !== null) {
    if (attr.schemeField.scheme === "tel:") {
      const phone = scanPhone(value);
      if (!phone) return null;
      alsoCleanText(memo, value);
      return `tel:${phone}`;
    }
    if (!isPlainEmail(value)) return null;
    alsoCleanText(memo, value);
    return `mailto:${value}`;
  }
  if (attr.single === null) return null;
  const http = value.charCodeAt(0) === 104; // "h": one regexp call instead of two
  if (http) return isPlainHttpUrl(value) ? escapeAmpersands(value) : null;
  return attr.kind === "link" && isPlainBareUrl(value) ? `https://${escapeAmpersands(value)}` : null;
}
