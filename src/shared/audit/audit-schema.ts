// The Activity view's query: newest first, filtered by person and kind, one page at a time.
// The cursor is the id of the last entry of the previous page (ids only grow).
import { z } from "zod";
import { AUDIT_ACTION_KINDS } from "./audit-actions";

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

export const AuditQuerySchema = z.object({
  actor: z.string().max(100, "actor is too long").optional(),
  action: z.enum(AUDIT_ACTION_KINDS as [string, ...string[]], { error: "Unknown kind of activity" }).optional(),
  before: z
    .string()
    .max(18, "before must be an entry id")
    .regex(/^\d{1,18}$/, "before must be an entry id")
    .optional(),
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(AUDIT_MAX_PAGE_SIZE, `limit must be at most ${AUDIT_MAX_PAGE_SIZE}`)
    .optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;
