// Messages the relay signed over a range of the company's calendar days: the one figure of
// /statistics that Signet knows for certain rather than infers from image loads. The trace keeps
// 30 days, so older days count nothing.
import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mailRelayMessages } from "../../db/schema";

export async function countSignedMessages(db: Database, accountId: string, timeZone: string, from: string, to: string) {
  const day = sql`(${mailRelayMessages.createdAt} at time zone ${timeZone})::date`;
  const [row] = await db
    .select({ n: count() })
    .from(mailRelayMessages)
    .where(
      and(
        eq(mailRelayMessages.accountId, accountId),
        inArray(mailRelayMessages.outcome, ["signed", "signed_reply"]),
        sql`${day} between ${from}::date and ${to}::date`,
      ),
    );
  return Number(row?.n ?? 0);
}
