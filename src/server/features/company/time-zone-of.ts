// The company's IANA time zone (accounts.time_zone): campaign schedules are typed in it and
// statistics days are counted in it.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import type { Scope } from "../../lib/scope";

export async function timeZoneOf(db: Database, { accountId }: Pick<Scope, "accountId">): Promise<string> {
  const [row] = await db.select({ timeZone: accounts.timeZone }).from(accounts).where(eq(accounts.id, accountId));
  return row?.timeZone ?? "UTC";
}
