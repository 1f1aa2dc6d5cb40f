// Checks for one URL scheme each, on text whose scheme is already known to be that
// one. Each returns the URL to use (characters that could confuse a later reader
// percent-encoded) or "" when the URL is not plausible.

const HOST_LABEL = String.raw`[a-z0-9_\u00a1-\uffff](?:[a-z0-9_\u00a1-\uffff-]*[a-z0-9_\u00a1-\uffff])?`;
const HOST = new RegExp(`^(?:${HOST_LABEL}\\.)*${HOST_LABEL}\\.?$`, "i");
const IPV6 = /^\[[0-9a-f:.]+\]$/i;
const HIERARCHICAL = /^([a-z]+):\/\/([^/?#\\]*)([\s\S]*)$/i;
const UNSAFE_URL_CHAR = /[\s"'<>\\^`{|}]/g;
/** The usual address: none of & ' = in it, so it needs no escaping anywhere either. */
const PLAIN_EMAIL = /^[\w.!#$%*+/?^~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,63}$/i;
const EMAIL = /^[\w.!#$%&'*+/=?^~-]+@[a-z0-9_\u00a1-\uffff][a-z0-9_\u00a1-\uffff.-]*\.[a-z\u00a1-\uffff]{2,63}$/i;
const PHONE_SEPARATORS = /[\s().\-/\u00a0]/g;
const PHONE = /^(\+?\d{3,20})(?:(?:;ext=|ext|x|#)(\d{1,6}))?$/i;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,([a-z0-9+/=\s]+)$/i;

const MAX_URL = 8192;
const MAX_DATA_URL = 2_000_000;

export function encodeUnsafeUrlChars(value: string): string {
  return value.replace(UNSAFE_URL_CHAR, (ch) => encodeURIComponent(ch));
}

/** http, https and ftp: a real host is required; a bare value must have a dotted one. */
export function checkHierarchical(text: string, needsDot: boolean): string {
  if (text.length > MAX_URL) return "";
  const match = HIERARCHICAL.exec(text);
  if (!match) return "";
  const [, scheme, authority, rest] = match;
  const hostPort = authority.slice(authority.lastIndexOf("@") + 1);
  const host = hostPort.replace(/:\d{0,5}$/, "");
  const hostOk = IPV6.test(host) || (HOST.test(host) && (!needsDot || host.includes(".")));
  if (!hostOk) return "";
  return `${scheme.toLowerCase()}://${encodeUnsafeUrlChars(authority)}${encodeUnsafeUrlChars(rest)}`;
}

export function isPlainEmail(value: string): boolean {
  return value.length <= 254 && PLAIN_EMAIL.test(value);
}

export function isPlausibleEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** mailto: one or more plausible addresses, then an optional query. */
export function checkMailto(text: string): string {
  if (text.length > MAX_URL) return "";
  const match = /^mailto:([^?#]*)(\?[^#]*)?$/i.exec(text);
  if (!match) return "";
  const addresses = match[1].split(",").map((part) => part.trim());
  if (!addresses.every(isPlausibleEmail)) return "";
  return `mailto:${addresses.join(",")}${encodeUnsafeUrlChars(match[2] ?? "")}`;
}

function normalizePhoneSlow(value: string): string {
  const match = PHONE.exec(value.replace(PHONE_SEPARATORS, ""));
  if (!match) return "";
  return match[2] ? `${match[1]};ext=${match[2]}` : match[1];
}

/** Visual separators a phone number may hold: space ( ) - . / and no-break space. */
function isPhoneSeparator(code: number): boolean {
  return code === 32 || code === 40 || code === 41 || code === 45 || code === 46 || code === 47 || code === 160 || code === 9;
}

/**
 * The common shape only (digits, separators, an optional leading `+`), scanned by
 * hand because it runs for every phone link of every signature: the normalized
 * number, "" when it has the wrong number of digits, null for anything else (an
 * extension, letters), which normalizePhone() then checks the slow way. A value
 * that passes holds nothing that needs escaping in any context.
 */
export function scanPhone(value: string): string | null {
  let out = "";
  let start = 0;
  let digits = 0;
  let i = value.charCodeAt(0) === 43 /* + */ ? 1 : 0;
  for (; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 48 && code <= 57) digits++;
    else if (isPhoneSeparator(code)) {
      if (i > start) out += value.slice(start, i);
      start = i + 1;
    } else return null;
  }
  if (digits < 3 || digits > 20) return "";
  if (start === 0) return value;
  return start < value.length ? out + value.slice(start) : out;
}

/**
 * A phone number as a tel: URL needs it: digits, an optional leading `+` and an
 * optional extension, separators removed; "" when it is not plausibly a phone.
 */
export function normalizePhone(value: string): string {
  return scanPhone(value) ?? normalizePhoneSlow(value);
}

export function checkTel(text: string): string {
  const phone = normalizePhone(text.slice(4));
  return phone ? `tel:${phone}` : "";
}

/** Raster images only: SVG can carry script, other types are not images. */
export function checkDataImage(text: string): string {
  if (text.length > MAX_DATA_URL) return "";
  const match = DATA_IMAGE.exec(text);
  if (!match) return "";
  return `data:image/${match[1].toLowerCase()};base64,${match[2].replace(/\s+/g, "")}`;
}
