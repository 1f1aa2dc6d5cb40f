// Log redaction for the in-memory log: values under keys whose name
// contains password, token, key, secret, auth or session are never logged. The rule
// is a plain substring match on purpose ("author" and "monkey" are redacted too):
// a false positive costs a log detail, a false negative leaks a credential.

/** No `g` flag: a global RegExp keeps lastIndex between .test() calls. */
export const REDACT_KEY_PATTERN = /password|token|key|secret|auth|session/i;

export const REDACTED = "[REDACTED]";
export const CIRCULAR = "[Circular]";
export const TRUNCATED = "[Truncated]";
/** Containers nested deeper than this below the root are replaced by TRUNCATED. */
export const REDACT_MAX_DEPTH = 8;

export function isRedactedKey(key: string): boolean {
  return REDACT_KEY_PATTERN.test(key);
}

/**
 * Deep copy of `value` safe to log: sensitive keys redacted, cycles cut, Errors
 * reduced to name, message and their own fields (no stack), Dates cloned.
 */
export function redact(value: unknown): unknown {
  return copy(value, 0, new WeakSet<object>());
}

// A query parameter's value in a path or URL (?email=jane@x.com&invitation=...): personal
// data or a secret as often as not, so every value is replaced; the names stay.
const QUERY_VALUE = /([?&][^=&#\s?]+=)[^&#\s]*/g;

/** `text` with the value of every query parameter replaced by REDACTED. */
export function redactQueryValues(text: string): string {
  return text.includes("?") ? text.replace(QUERY_VALUE, `$1${REDACTED}`) : text;
}

function copy(value: unknown, depth: number, ancestors: WeakSet<object>): unknown {
  if (typeof value === "string") return redactQueryValues(value);
  if (typeof value === "function") return `[Function${value.name ? `: ${value.name}` : ""}]`;
  if (typeof value !== "object" || value === null) return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (ancestors.has(value)) return CIRCULAR;
  if (depth > REDACT_MAX_DEPTH) return TRUNCATED;
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer) return `[${value.constructor.name}]`;

  ancestors.add(value);
  try {
    const next = (child: unknown) => copy(child, depth + 1, ancestors);
    if (Array.isArray(value)) return value.map(next);
    if (value instanceof Set) return Array.from(value, next);
    if (value instanceof Map) {
      const pairs = Array.from(value, ([k, v]): [string, unknown] => [String(k), v]);
      return copyEntries(pairs, next);
    }
    const entries = Object.entries(value);
    if (value instanceof Error) {
      const fields = entries.filter(([key]) => key !== "stack");
      return copyEntries([["name", value.name], ["message", value.message], ...fields], next);
    }
    return copyEntries(entries, next);
  } finally {
    // Only the current path counts as a cycle; the same object twice is copied twice.
    ancestors.delete(value);
  }
}

// fromEntries defines own properties, so a "__proto__" key stays data.
function copyEntries(entries: [string, unknown][], next: (child: unknown) => unknown) {
  return Object.fromEntries(entries.map(([key, child]) => [key, isRedactedKey(key) ? REDACTED : next(child)]));
}
