// Gmail as a mailbox channel (features/mailboxes): connected while Google Workspace is, it
// pushes members' stored signatures (enqueue-mailbox-pushes.ts) and counts the mailboxes that
// don't hold them (out-of-date-mailboxes.ts). It subscribes when the Gmail workers start.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { integrations } from "../../../db/schema";
import type { MailboxChannel } from "../../mailboxes";
import { enqueueMailboxPushes } from "./enqueue-mailbox-pushes";
import { countOutOfDateGmail } from "./out-of-date-mailboxes";

async function connectedDomain(db: Database, accountId: string): Promise<string | null> {
  const [connection] = await db
    .select({ domain: sql<string>`${integrations.settings} ->> 'domain'` })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "google")));
  return connection?.domain ?? null;
}

export const gmailChannel: MailboxChannel = {
  id: "gmail",
  label: "Gmail",
  isConnected: async (db, accountId) => (await connectedDomain(db, accountId)) !== null,
  push: enqueueMailboxPushes,
  countOutOfDate: countOutOfDateGmail,
  async countMailboxes(db, accountId, userIds) {
    const domain = await connectedDomain(db, accountId);
    if (!domain || userIds.length === 0) return 0;
    const result = await db.execute(sql`
      select count(*)::int as n from users u
      where u.id in (select jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
        and lower(u.email) like ${`%@${domain.toLowerCase()}`}`);
    return (result as unknown as { rows: { n: number }[] }).rows[0].n;
  },
};
