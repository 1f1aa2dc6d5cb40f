// A rule about a whole form, beside its schema's per-field rules: when `schema` rejects the
// form's values, the form's banner reads `message` (a failed submit shows the first rule the
// values break). Apart from any form's schemas, so the form hook that applies them (and every
// form built on it) doesn't build schemas it never uses.
import type { z } from "zod";

/** A rule about the whole form: when `schema` rejects the values, the banner reads `message`. */
export type FormRule = { schema: z.ZodType; message: string };

/** The first form rule these values break, or null. */
export function firstBrokenRule(rules: readonly FormRule[], values: unknown): FormRule | null {
  return rules.find((rule) => !rule.schema.safeParse(values).success) ?? null;
}
