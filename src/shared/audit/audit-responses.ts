// What the audit log routes answer. `changes` maps a field to [before, after].
import { z } from "zod";

export const AuditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  /** The action's words from AUDIT_ACTIONS (the kind itself for a kind this build doesn't know). */
  label: z.string(),
  actor: z.object({ userId: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  target: z.object({ type: z.string().nullable(), id: z.string().nullable(), label: z.string().nullable() }),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  /** The API key the change came through; null when the admin acted in the app. */
  apiKey: z.object({ id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AuditEntryView = z.infer<typeof AuditEntrySchema>;

export const AuditPageResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});

export const AuditActorSchema = z.object({ userId: z.string(), email: z.string().nullable(), name: z.string().nullable() });
export const AuditActorsResponseSchema = z.object({ actors: z.array(AuditActorSchema) });
