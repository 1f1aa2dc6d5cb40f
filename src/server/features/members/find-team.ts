// One page of the team table: filtered and sorted in the database, never the whole team.
import { and, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, userInvitations } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { TeamQuery } from "../../../shared/members/team-schema";
import type { TeamPage } from "../../../shared/members/team-responses";
import { selectTeam, teamFilter, teamOrder } from "./team-rows";

async function teamCounts(db: Database, accountId: string) {
  const [members] = await db.select({ n: count() }).from(accountUsers).where(eq(accountUsers.accountId, accountId));
  const [invited] = await db
    .select({ n: count() })
    .from(userInvitations)
    .where(and(eq(userInvitations.accountId, accountId), eq(userInvitations.status, "pending"), gt(userInvitations.expiresAt, sql`now()`)));
  const [expired] = await db
    .execute(
      sql`select count(*)::int as n from user_invitations i where i.account_id = ${accountId}
        and (i.status = 'expired' or (i.status = 'pending' and i.expires_at <= now()))
        and not exists (select 1 from user_invitations later where later.account_id = i.account_id and later.email = i.email
          and later.created_at > i.created_at and later.status in ('pending', 'accepted'))`,
    )
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  return { members: Number(members.n), invited: Number(invited.n), expired: Number(expired.n) };
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
  return { rows, total: all, page: query.page, pageSize: query.pageSize, counts: await teamCounts(db, scope.accountId) };
}
