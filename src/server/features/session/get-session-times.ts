import type { Database } from "../../db/client";
import { absoluteExpiry } from "../../auth/session-policy";
import { sessionTimesOf } from "../../auth/session-store";
import { unauthorized } from "../../lib/errors";

// When the caller's session lapses unless refreshed, and when it ends regardless.
export async function getSessionTimes(db: Database, { sessionId }: { sessionId: string }) {
  const row = await sessionTimesOf(db, sessionId);
  if (!row) throw unauthorized();
  return { expiresAt: row.expiresAt.toISOString(), absoluteExpiresAt: absoluteExpiry(row.createdAt).toISOString() };
}
