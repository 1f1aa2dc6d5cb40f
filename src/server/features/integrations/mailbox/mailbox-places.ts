// Where a member's signature is live, read in one statement: the Google connection's domain,
// the member's push row (whether it is for the signature they have now), and the Outlook
// add-in with the member's last fetch. A member of another account is not found (null).
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { IN_OUTLOOK_DAYS } from "../../../../shared/integrations/outlook-addin";
import { MAILBOX_MESSAGES, type MailboxPlaces } from "../../../../shared/integrations/mailbox-view";
import type { MailboxPush } from "../../../../shared/integrations/integration-responses";
import { signatureVersionSql } from "../../mailboxes";

type Row = {
  email: string;
  domain: string | null;
  deactivated: boolean;
  has_addin: boolean;
  fetched_at: string | null;
  fetched_recently: boolean | null;
  push_status: MailboxPush["status"] | null;
  pushed_at: string | null;
  push_at: string | null;
  push_error: string | null;
  push_changed: boolean | null;
  push_current: boolean | null;
};

const iso = (column: ReturnType<typeof sql>) => sql`to_json(${column}) #>> '{}'`;
const date = (v: string | null) => (v == null ? null : new Date(v).toISOString());

export type MemberPlaces = { email: string; places: MailboxPlaces };

export async function findMailboxPlaces(db: Database, accountId: string, userId: string): Promise<MemberPlaces | null> {
  const result = await db.execute(sql`
    select u.email, g.settings ->> 'domain' as domain,
      exists (select 1 from directory_members dm where dm.account_id = au.account_id and dm.user_id = au.user_id and dm.deactivated_at is not null) as deactivated,
      exists (select 1 from outlook_addins oa where oa.account_id = au.account_id) as has_addin,
      ${iso(sql`ofe.last_fetched_at`)} as fetched_at,
      (ofe.last_fetched_at > now() - make_interval(days => ${IN_OUTLOOK_DAYS})) as fetched_recently,
      mp.status::text as push_status, ${iso(sql`mp.pushed_at`)} as pushed_at, ${iso(sql`mp.updated_at`)} as push_at,
      mp.error as push_error, mp.changed_by_provider as push_changed,
      (s.id is not null and mp.version = ${signatureVersionSql(sql`s.html_content`)}) as push_current
    from account_users au
    join users u on u.id = au.user_id
    left join integrations g on g.account_id = au.account_id and g.provider = 'google'
    left join mailbox_pushes mp on mp.account_id = au.account_id and mp.user_id = au.user_id
    left join user_signatures s on s.account_id = au.account_id and s.user_id = au.user_id and s.is_active
    left join outlook_fetches ofe on ofe.account_id = au.account_id and ofe.user_id = au.user_id
    where au.account_id = ${accountId} and au.user_id = ${userId}`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return null;
  return { email: row.email, places: { gmail: gmailPlace(row), outlook: row.has_addin ? outlookPlace(row) : null } };
}

function gmailPlace(row: Row): MailboxPlaces["gmail"] {
  if (!row.domain) return null;
  const inDomain = row.email.toLowerCase().endsWith(`@${row.domain.toLowerCase()}`);
  const reason = row.deactivated ? MAILBOX_MESSAGES.deactivated : inDomain ? null : MAILBOX_MESSAGES.outsideDomain(row.domain);
  const push: MailboxPush | null = row.push_status
    ? {
        provider: "google",
        status: row.push_status,
        pushedAt: date(row.pushed_at),
        at: date(row.push_at)!,
        error: row.push_error,
        changedByProvider: Boolean(row.push_changed),
        isCurrent: Boolean(row.push_current),
      }
    : null;
  return { domain: row.domain, reachable: !reason, reason, push };
}

const outlookPlace = (row: Row) => ({ fetchedAt: date(row.fetched_at), recent: Boolean(row.fetched_recently) });
