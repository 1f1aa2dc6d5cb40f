// An admin puts several members in a department or an office (or takes them out) at once:
// every id must be a member of the caller's account (else 404 and nothing changes), the
// department or office must be the account's own, and each member's change is audit-logged
// as if it had been made on its own. One transaction: all of them or none (a department for
// a member whose directory owns it is refused, naming the field).
import { and, eq, inArray } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accountUsers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { AuditActor } from "../audit/record-audit";
import type { TeamMembersBulk } from "../../../shared/members/team-schema";
import { changeMember, ensureOwnPlaces } from "./update-member";

async function requireOwnMembers(tx: Database, accountId: string, ids: string[]) {
  const found = await tx
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(and(eq(accountUsers.accountId, accountId), inArray(accountUsers.userId, ids)));
  if (found.length !== ids.length) throw notFound("Member");
}

export async function updateMembers(deps: Pick<AppDeps, "db" | "queue" | "mailboxChannels">, actor: AuditActor, input: TeamMembersBulk) {
  const { db } = deps;
  const ids = [...new Set(input.ids)];
  const change = Object.fromEntries(
    Object.entries({ departmentId: input.departmentId, officeId: input.officeId }).filter(([, value]) => value !== undefined),
  ) as { departmentId?: string | null; officeId?: string | null };
  return db.transaction(async (tx) => {
    await requireOwnMembers(tx, actor.accountId, ids);
    await ensureOwnPlaces(tx, actor.accountId, change);
    let updated = 0;
    for (const id of ids) if (await changeMember(tx, deps, actor, id, change)) updated += 1;
    return { updated };
  });
}
