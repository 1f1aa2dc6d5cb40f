// The team as one list: the account's members and its open (or expired, not yet replaced)
// invitations, in one SQL relation that the page, the single-row lookups and the CSV
// export filter and sort. Every branch is scoped to the caller's account.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { TeamRow } from "../../../shared/members/team-responses";
import type { TeamExportQuery } from "../../../shared/members/team-schema";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import { IN_OUTLOOK_DAYS } from "../../../shared/integrations/outlook-addin";
import { signatureVersionSql } from "../mailboxes";
import { LIVE_SOURCES } from "../statistics";

// timestamptz as ISO 8601 text, the same on both drivers.
const iso = (column: SQL) => sql`to_json(${column}) #>> '{}'`;

/** An invitation `i` that is not to a member of its account (an invitation to sign in is). */
export const notToMember = sql`not exists (
  select 1 from account_users am join users um on um.id = am.user_id where am.account_id = i.account_id and lower(um.email) = i.email)`;

/**
 * "Installed" only where a mailbox holds the signature: pushed into Gmail and confirmed, or
 * served to the Outlook add-in lately (adoption's own conditions). A deployed signature no
 * mailbox holds yet, of a member who never signed in or copied it, is only "Has signature".
 */
const inMailbox = sql`(${LIVE_SOURCES.gmail} or ${LIVE_SOURCES.outlook})`;

export function teamRelation(accountId: string) {
  return sql`(
    select 'member' as kind, au.user_id as id, u.email as email, p.first_name as first_name, p.last_name as last_name,
      p.job_title as job_title, p.personal_phone as personal_phone, au.role::text as role, 'member' as status,
      d.id::text as department_id, d.name as department_name, o.id::text as office_id, o.location_name as office_name,
      case when s.id is null then 'none'
           when ${inMailbox} then 'installed'
           when ${LIVE_SOURCES.copied} then 'copied'
           else 'created' end as signature_state,
      ${iso(sql`case when s.id is null then null
        when ${inMailbox} then greatest(case when ${LIVE_SOURCES.gmail} then mp.pushed_at end, case when ${LIVE_SOURCES.outlook} then ofe.last_fetched_at end)
        else s.last_copied_at end`)} as signature_at,
      au.created_at as date, null::text as expires_at, null::text as email_status,
      dm.provider::text as directory_provider, ${iso(sql`dm.synced_at`)} as directory_synced_at,
      (dm.deactivated_at is not null) as directory_deactivated,
      (select ec.email from email_changes ec where ec.user_id = au.user_id and ec.account_id = au.account_id) as directory_pending_email,
      mp.provider::text as mailbox_provider, mp.status::text as mailbox_status, ${iso(sql`mp.pushed_at`)} as mailbox_pushed_at,
      ${iso(sql`mp.updated_at`)} as mailbox_at, mp.error as mailbox_error, mp.changed_by_provider as mailbox_changed,
      exists (select 1 from auth_accounts a where a.user_id = au.user_id and a.provider_id = 'credential') as has_password,
      ${iso(sql`si.created_at`)} as sign_in_invited_at, si.email_status::text as sign_in_email_status,
      ${iso(sql`ofe.last_fetched_at`)} as outlook_fetched_at,
      (ofe.last_fetched_at > now() - make_interval(days => ${IN_OUTLOOK_DAYS})) as outlook_recent,
      s.id as signature_id, mp.version as mailbox_version
    from account_users au
    join users u on u.id = au.user_id
    left join profiles p on p.id = au.user_id
    left join departments d on d.id = p.department_id and d.account_id = au.account_id
    left join company_offices o on o.id = p.office_id and o.account_id = au.account_id
    left join user_signatures s on s.user_id = au.user_id and s.account_id = au.account_id and s.is_active
    left join directory_members dm on dm.account_id = au.account_id and dm.user_id = au.user_id
    left join mailbox_pushes mp on mp.account_id = au.account_id and mp.user_id = au.user_id
    left join outlook_fetches ofe on ofe.account_id = au.account_id and ofe.user_id = au.user_id
    -- an open invitation to sign in, sent to a member who has no password (a synced person)
    left join lateral (
      select i.created_at, i.email_status from user_invitations i
      where i.account_id = au.account_id and i.email = lower(u.email) and i.status = 'pending' and i.expires_at > now()
      order by i.created_at desc limit 1
    ) si on true
    where au.account_id = ${accountId}
    union all
    select 'invitation', i.id::text, i.email, i.first_name, i.last_name, i.job_title, null, i.role::text,
      case when i.status = 'expired' or i.expires_at <= now() then 'expired' else 'invited' end,
      d.id::text, d.name, o.id::text, o.location_name, 'none', null, i.created_at, ${iso(sql`i.expires_at`)}, i.email_status::text,
      null, null, false, null, null, null, null, null, null, false, false, null, null, null, null, null::uuid, null::text
    from user_invitations i
    left join departments d on d.id = i.department_id and d.account_id = i.account_id
    left join company_offices o on o.id = i.office_id and o.account_id = i.account_id
    where i.account_id = ${accountId} and i.status in ('pending', 'expired')
      -- an invitation to sign in, sent to a member, shows on the member's row
      and ${notToMember}
      -- an expired invitation disappears once the address is invited again or has joined
      and not exists (
        select 1 from user_invitations later
        where later.account_id = i.account_id and later.email = i.email and later.created_at > i.created_at
          and later.status in ('pending', 'accepted'))
  ) as team`;
}

const nameKey = sql`lower(coalesce(nullif(trim(coalesce(first_name, '') || ' ' || coalesce(last_name, '')), ''), email))`;
const SORT_KEYS = {
  name: nameKey,
  email: sql`email`,
  role: sql`case role when 'super_admin' then 3 when 'admin' then 2 else 1 end`,
  status: sql`case status when 'member' then 1 when 'invited' then 2 else 3 end`,
  date: sql`date`,
} as const;

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function teamFilter(query: Omit<TeamExportQuery, "sort" | "order">): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = `%${escapeLike(query.search.toLowerCase())}%`;
    conditions.push(
      sql`(lower(email) like ${pattern} or lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '')) like ${pattern})`,
    );
  }
  if (query.role) conditions.push(sql`role = ${query.role}`);
  if (query.status) conditions.push(sql`status = ${query.status}`);
  if (query.departmentId) conditions.push(sql`department_id = ${query.departmentId}`);
  if (query.officeId) conditions.push(sql`office_id = ${query.officeId}`);
  return sql.join(conditions, sql` and `);
}

export function teamOrder(query: Pick<TeamExportQuery, "sort" | "order">): SQL {
  const direction = query.order === "asc" ? sql`asc` : sql`desc`;
  // The id breaks ties, so pages never repeat or skip a row.
  return sql`${SORT_KEYS[query.sort]} ${direction}, ${nameKey} asc, id asc`;
}

export type TeamRecord = Record<string, unknown>;

export function toTeamRow(r: TeamRecord): TeamRow {
  const text = (v: unknown) => (v == null ? null : String(v));
  const date = (v: unknown) => (v == null ? null : new Date(v as string | Date).toISOString());
  return {
    kind: r.kind as TeamRow["kind"],
    id: String(r.id),
    email: String(r.email),
    firstName: text(r.first_name),
    lastName: text(r.last_name),
    jobTitle: text(r.job_title),
    personalPhone: text(r.personal_phone),
    role: r.role as TeamRow["role"],
    status: r.status as TeamRow["status"],
    department: r.department_id ? { id: String(r.department_id), name: String(r.department_name) } : null,
    office: r.office_id ? { id: String(r.office_id), name: String(r.office_name) } : null,
    signature: { state: r.signature_state as TeamRow["signature"]["state"], at: text(r.signature_at) },
    date: date(r.date)!,
    expiresAt: date(r.expires_at),
    emailStatus: (r.email_status as TeamRow["emailStatus"]) ?? null,
    directory: r.directory_provider
      ? {
          provider: r.directory_provider as DirectoryProviderId,
          syncedAt: date(r.directory_synced_at)!,
          deactivated: Boolean(r.directory_deactivated),
          pendingEmail: text(r.directory_pending_email),
        }
      : null,
    mailbox: r.mailbox_status
      ? {
          provider: r.mailbox_provider as NonNullable<TeamRow["mailbox"]>["provider"],
          status: r.mailbox_status as NonNullable<TeamRow["mailbox"]>["status"],
          pushedAt: date(r.mailbox_pushed_at),
          at: date(r.mailbox_at)!,
          error: text(r.mailbox_error),
          changedByProvider: Boolean(r.mailbox_changed),
          isCurrent: Boolean(r.mailbox_current),
        }
      : null,
    outlook: r.outlook_fetched_at ? { fetchedAt: date(r.outlook_fetched_at)!, recent: Boolean(r.outlook_recent) } : null,
    canSignIn: Boolean(r.has_password),
    signInInvitation: r.sign_in_invited_at
      ? { sentAt: date(r.sign_in_invited_at)!, emailStatus: (r.sign_in_email_status as TeamRow["emailStatus"]) ?? null }
      : null,
  };
}

// Whether the push row is for the member's signature now: its version against the active
// signature's, hashed as signatureVersion() does. A subquery of the outer select, so it runs
// only for the rows of the page, after the sort and limit.
const mailboxIsCurrent = sql`(select ${signatureVersionSql(sql`cs.html_content`)} = team.mailbox_version
  from user_signatures cs where cs.id = team.signature_id)`;

export async function selectTeam(db: Database, accountId: string, where: SQL, order: SQL, page?: { limit: number; offset: number }) {
  const limit = page ? sql`limit ${page.limit} offset ${page.offset}` : sql``;
  const result = await db.execute(
    sql`select team.*, ${iso(sql`date`)} as date_text, count(*) over () as total, ${mailboxIsCurrent} as mailbox_current
      from ${teamRelation(accountId)} where ${where} order by ${order} ${limit}`,
  );
  const rows = (result as unknown as { rows: TeamRecord[] }).rows;
  return {
    rows: rows.map((r) => toTeamRow({ ...r, date: r.date_text })),
    total: rows.length ? Number(rows[0].total) : 0,
  };
}

/** One row of the team, or null: another account's id is simply not there. */
export async function teamRowOf(db: Database, accountId: string, kind: TeamRow["kind"], id: string) {
  const { rows } = await selectTeam(db, accountId, sql`kind = ${kind} and id = ${id}`, sql`id`);
  return rows[0] ?? null;
}
