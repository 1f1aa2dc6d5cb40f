import { z } from "zod";

/** When the session lapses unless refreshed, and when it ends regardless (ISO times). */
export const SessionTimesSchema = z.object({ expiresAt: z.string(), absoluteExpiresAt: z.string() });
export const SignedInSchema = z.object({ userId: z.string() });
export type SessionTimes = z.infer<typeof SessionTimesSchema>;
