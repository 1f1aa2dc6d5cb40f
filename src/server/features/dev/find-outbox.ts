import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outgoingEmails } from "../../db/schema";
import { rememberedOutboxBodies } from "../../lib/mailer";

// Stored bodies have their secrets redacted; this process still remembers the real ones of
// its latest emails (lib/mailer.ts), so a developer sees usable codes and links.
export async function findOutbox(db: Database, limit = 100) {
  const rows = await db.select().from(outgoingEmails).orderBy(desc(outgoingEmails.createdAt)).limit(limit);
  return rows.map((row) => ({ ...row, ...(rememberedOutboxBodies(row.id) ?? {}) }));
}
