// The one rule every text input of every route passes: no control characters
// and no lone UTF-16 surrogates. PostgreSQL refuses NUL in text and a lone surrogate
// can't be encoded, so either would otherwise reach the database as a 500. Multi-line
// fields (the contact message) keep line breaks and tabs.
import { z } from "zod";

// C0 controls, DEL and C1 controls; the multi-line variant lets \t, \n and \r through.
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/* eslint-enable no-control-regex */

/** The same rule as a JSON Schema pattern, for the API's document (lone surrogates are refused too, which a pattern can't say). */
export const SAFE_TEXT_PATTERN = "^[^\\u0000-\\u001f\\u007f-\\u009f]*$";
export const SAFE_MULTILINE_PATTERN = "^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$";

export function hasUnsafeText(value: string, multiline = false): boolean {
  return (multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) || LONE_SURROGATE.test(value);
}

export function unsafeTextMessage(field: string): string {
  return `${field} contains characters that are not allowed (control characters or broken Unicode)`;
}

type Path = (string | number)[];

function walk(value: unknown, path: Path, multiline: ReadonlySet<string>, ctx: z.RefinementCtx, depth: number) {
  if (typeof value === "string") {
    const name = path.join(".") || "_";
    if (hasUnsafeText(value, multiline.has(name) || multiline.has("*")))
      ctx.addIssue({ code: "custom", message: unsafeTextMessage(name), path });
  } else if (Array.isArray(value) && depth < 8) {
    value.forEach((item, i) => walk(item, [...path, i], multiline, ctx, depth + 1));
  } else if (value && typeof value === "object" && depth < 8) {
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], multiline, ctx, depth + 1);
  }
}

/**
 * Accepts any input and refuses it when a string anywhere inside breaks the rule, with an
 * issue on that string's path. `multiline` names the fields (dotted paths) that may hold
 * line breaks; "*" lets every field hold them (SCIM: directories send multi-line street
 * addresses). The server's route layer runs it on every request's body, query and params.
 */
export function safeTextTree(multiline: readonly string[] = []) {
  const allowed = new Set(multiline);
  return z.unknown().superRefine((value, ctx) => walk(value, [], allowed, ctx, 0));
}

/** The same rule for one field, for a form or a schema that wants it explicitly. */
export const safeText = (field: string, multiline = false) =>
  z.string().refine((v) => !hasUnsafeText(v, multiline), unsafeTextMessage(field));
