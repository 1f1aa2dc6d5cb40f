// How many of some members' Gmail mailboxes don't hold their signature now: never pushed, an
// older version, or the latest attempt failed (a push waiting or under way is not counted).
// The same members enqueueMailboxPushes would push: an active signature, an address in the
// connected domain, not deactivated by the directory. Null: Google Workspace is not connected.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { integrations } from "../../../db/schema";
import { signatureVersionSql } from "../../mailboxes";

/** `userIds` null: every member of the account. */
export async function countOutOfDateGmail(db: Database, accountId: string, userIds: string[] | null): Promise<number | null> {
  const [connection] = await db
    .select({ domain: sql<string>`${integrations.settings} ->> 'domain'` })
    .from(integrations)
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "google")));
  if (!connection) return null;
  if (userIds?.length === 0) return 0;
  const result = await db.execute(sql`
    select count(*)::int as n
    from user_signatures s
    join users u on u.id = s.user_id
    left join mailbox_pushes mp on mp.account_id = s.account_id and mp.user_id = s.user_id
    where s.account_id = ${accountId} and s.is_active
      and (${userIds === null} or s.user_id in (select jsonb_array_elements_text(${JSON.stringify(userIds ?? [])}::jsonb)))
      and lower(u.email) like ${`%@${connection.domain.toLowerCase()}`}
      and not exists (select 1 from directory_members dm where dm.account_id = s.account_id and dm.user_id = s.user_id and dm.deactivated_at is not null)
      and (mp.user_id is null or mp.status = 'failed' or (mp.status = 'pushed' and mp.version <> ${signatureVersionSql(sql`s.html_content`)}))`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}
