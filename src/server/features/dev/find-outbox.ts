import { desc } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outgoingEmails } from "../../db/schema";

export async function findOutbox(db: Database, limit = 100) {
  return db.select().from(outgoingEmails).orderBy(desc(outgoingEmails.createdAt)).limit(limit);
}
