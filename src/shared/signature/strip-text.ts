// Profile, company and campaign text has script tags, javascript:
// and vbscript: strings and inline event-handler attributes stripped before it goes
// into a signature. The renderer escapes every value afterwards anyway; this pass
// keeps the stored-looking text free of attack strings (defence in depth), e.g. for
// plain-text exports and logs.

import { removeScriptSchemes } from "./script-scheme";

/**
 * Without one of these none of the patterns below can match: a tag needs "<", a
 * handler "=", a script scheme a "t" before its ":" (any of them possibly written
 * as a character reference). A plain URL ("https://") or "Note: ..." passes.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const MAYBE_UNSAFE = /[<=]|&(?:#|colon|equals|tab|newline|nbsp)|t[\s\u0000-\u001f\u007f\u00ad\u200b-\u200d\ufeff]*:/i;

/** Cheap pre-check for callers that want to skip the call entirely. */
export function mayNeedStripping(text: string): boolean {
  return MAYBE_UNSAFE.test(text);
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const SCRIPT_TAG = /<\/?script\b[^>]*>?/gi;
/** `onerror=`, `onclick =`, also with the `=` written as a reference. */
// eslint-disable-next-line no-control-regex -- control characters are what this looks for
const EVENT_HANDLER = /(?<![a-z0-9_-])on[a-z]+[\s\u0000-\u001f]*(?:=|&#0*61;?|&#x0*3d;?|&equals;)/gi;

function stripOnce(value: string): string {
  return removeScriptSchemes(value.replace(SCRIPT_ELEMENT, "").replace(SCRIPT_TAG, "")).replace(EVENT_HANDLER, "");
}

export function stripUnsafeText(value: unknown): string {
  const text = typeof value === "string" ? value : typeof value === "number" && Number.isFinite(value) ? String(value) : "";
  if (!MAYBE_UNSAFE.test(text)) return text;
  // Repeat until stable: removing one pattern can join its neighbours into another
  // (`<scr<script>ipt>`, `ononerror==`). Every change shortens the string.
  let current = text;
  for (;;) {
    const next = stripOnce(current);
    if (next === current) return next;
    current = next;
  }
}
