// One cookie's value from a Cookie header, read as hono's getCookie(c, name) reads it: the first
// pair of that name whose value is valid, trimmed of spaces and tabs, unquoted and
// percent-decoded. Without hono's parse into an object keyed by cookie name: that store, of a
// name cut from the header, left about 26 bytes a call that no young-generation collection
// frees, and the session cookie is read on every signed-in request, so the old generation grew
// with the traffic and full collections came sooner (decision 075).
import { tryDecodeURIComponent } from "hono/utils/url";

const VALID_NAME = /^[!#-:<>-[\]-~]+$/;
const VALID_VALUE = /^[ !#-:<-[\]-~]*$/;

/** Spaces and tabs off both ends, as the cookie syntax allows around names and values. */
function trimBlanks(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && (text.charCodeAt(start) === 32 || text.charCodeAt(start) === 9)) start++;
  while (end > start && (text.charCodeAt(end - 1) === 32 || text.charCodeAt(end - 1) === 9)) end--;
  return start === 0 && end === text.length ? text : text.slice(start, end);
}

/** The value of cookie `name` in the Cookie header `header`, or undefined when it has none. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header || !VALID_NAME.test(name) || header.indexOf(name) === -1) return undefined;
  for (const pair of header.split(";")) {
    const equals = pair.indexOf("=");
    if (equals === -1 || trimBlanks(pair.slice(0, equals)) !== name) continue;
    let value = trimBlanks(pair.slice(equals + 1));
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (VALID_VALUE.test(value)) return tryDecodeURIComponent(value);
  }
  return undefined;
}
