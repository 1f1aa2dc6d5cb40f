// An admin hides the getting-started checklist for themselves. No migration was allowed for
// this, and the audit log already records who did what in an account, so the dismissal is an
// audit entry of its own kind (once per admin), not a new column.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { GETTING_STARTED_DISMISSED } from "./get-getting-started";

export async function dismissGettingStarted(db: Database, actor: AuditActor): Promise<void> {
  const mine = and(
    eq(auditLog.accountId, actor.accountId),
    eq(auditLog.actorUserId, actor.userId),
    eq(auditLog.action, GETTING_STARTED_DISMISSED),
  );
  const [existing] = await db.select({ id: auditLog.id }).from(auditLog).where(mine).limit(1);
  if (existing) return;
  await recordAudit(db, actor, {
    action: GETTING_STARTED_DISMISSED,
    target: { type: "account", id: actor.accountId },
  });
}
