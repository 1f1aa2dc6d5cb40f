// Super admin: activate an account (pending or suspended) or suspend it with a reason.
// Every change is written to the audit log with the status it replaced.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { badRequest, notFound } from "../../lib/errors";
import { forgetAccount } from "../../auth/session-cache";

type Caller = AuditActor;

async function setStatus(
  db: Database,
  caller: Caller,
  accountId: string,
  change: { status: "active" | "suspended"; reason: string | null },
) {
  const account = await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: accounts.status }).from(accounts).where(eq(accounts.id, accountId)).for("update");
    if (!before) throw notFound("Account");
    const [account] = await tx
      .update(accounts)
      .set({ status: change.status, suspensionReason: change.reason, updatedAt: new Date() })
      .where(eq(accounts.id, accountId))
      .returning({ id: accounts.id, name: accounts.name, status: accounts.status, suspensionReason: accounts.suspensionReason });
    // The entry goes into the log of the account that changed, not the super admin's own.
    await recordAudit(
      tx,
      { ...caller, accountId },
      {
        action: change.status === "active" ? "account.activated" : "account.suspended",
        target: { type: "account", id: accountId, label: account.name },
        changes: { status: [before.status, change.status] },
        ...(change.reason ? { details: { reason: change.reason } } : {}),
      },
    );
    return account;
  });
  // Members' cached memberships carry the status: this process sees the change at once.
  forgetAccount(db, accountId);
  return account;
}

export function activateAccount(db: Database, caller: Caller, { id }: { id: string }) {
  return setStatus(db, caller, id, { status: "active", reason: null });
}

export function suspendAccount(db: Database, caller: Caller, { id, reason }: { id: string; reason: string }) {
  // Suspending one's own account would lock every super admin in it out of the panel.
  if (id === caller.accountId) throw badRequest("You cannot suspend your own account.");
  return setStatus(db, caller, id, { status: "suspended", reason });
}
