// An admin hides the getting-started checklist for themselves. No migration was allowed
// for this, and the audit log already records who did what in an account and when, so the
// dismissal is an audit entry (per admin, once) rather than a new column.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { GETTING_STARTED_DISMISSED } from "./get-getting-started";

export async function dismissGettingStarted(db: Database, scope: Scope): Promise<void> {
  const mine = and(
    eq(auditLog.accountId, scope.accountId),
    eq(auditLog.actorUserId, scope.userId),
    eq(auditLog.action, GETTING_STARTED_DISMISSED),
  );
  const [existing] = await db.select({ id: auditLog.id }).from(auditLog).where(mine).limit(1);
  if (existing) return;
  await db.insert(auditLog).values({
    accountId: scope.accountId,
    actorUserId: scope.userId,
    action: GETTING_STARTED_DISMISSED,
    targetType: "account",
    targetId: scope.accountId,
  });
}
