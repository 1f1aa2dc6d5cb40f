// One page of the team table: filtered and sorted in the database, never the whole team.
import { count, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, integrations, outlookAddins } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { TeamQuery } from "../../../shared/members/team-schema";
import type { TeamPage } from "../../../shared/members/team-responses";
import { MAILBOX_PROVIDER_NAMES, type MailboxProviderId } from "../../../shared/integrations/integration-responses";
import { notToMember, selectTeam, teamFilter, teamOrder } from "./team-rows";

async function teamCounts(db: Database, accountId: string) {
  const [members] = await db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId));
  const [invited] = await db
    .execute(
      sql`select count(*)::int as n from user_invitations i
        where i.account_id = ${accountId} and i.status = 'pending' and i.expires_at > now() and ${notToMember}`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  const [expired] = await db
    .execute(
      sql`select count(*)::int as n from user_invitations i where i.account_id = ${accountId}
        and (i.status = 'expired' or (i.status = 'pending' and i.expires_at <= now())) and ${notToMember}
        and not exists (select 1 from user_invitations later where later.account_id = i.account_id and later.email = i.email
          and later.created_at > i.created_at and later.status in ('pending', 'accepted'))`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  return { members: Number(members.n), invited: Number(invited.n), expired: Number(expired.n) };
}

/** The mail services the company's signatures are pushed into (Google Workspace: Gmail). */
async function connectedMailboxes(db: Database, accountId: string) {
  const rows = await db.select({ provider: integrations.provider }).from(integrations).where(eq(integrations.accountId, accountId));
  return rows.map((r) => r.provider).filter((p): p is MailboxProviderId => p in MAILBOX_PROVIDER_NAMES);
}

export async function findTeam(db: Database, scope: Scope, query: TeamQuery): Promise<TeamPage> {
  const where = teamFilter(query);
  const { rows, total } = await selectTeam(db, scope.accountId, where, teamOrder(query), {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  // Past the last page the window count has no row to ride on: count on its own.
  const all =
    rows.length || query.page === 1 ? total : (await selectTeam(db, scope.accountId, where, sql`id`, { limit: 1, offset: 0 })).total;
  return {
    rows,
    total: all,
    page: query.page,
    pageSize: query.pageSize,
    counts: await teamCounts(db, scope.accountId),
    mailboxProviders: await connectedMailboxes(db, scope.accountId),
    outlookAddin:
      (await db.select({ key: outlookAddins.key }).from(outlookAddins).where(eq(outlookAddins.accountId, scope.accountId))).length > 0,
  };
}
