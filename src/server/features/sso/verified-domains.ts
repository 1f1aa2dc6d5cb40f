// The domains a company proved are its own (verified with a TXT record), for the features
// that accept an address only on them.
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ssoDomains } from "../../db/schema";

export async function findVerifiedDomains(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.accountId, accountId), isNotNull(ssoDomains.verifiedAt)))
    .orderBy(asc(ssoDomains.domain));
  return rows.map((r) => r.domain);
}
