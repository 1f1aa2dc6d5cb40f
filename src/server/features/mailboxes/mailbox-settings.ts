// Whether changed signatures go into the connected mailboxes by themselves (on by default), how
// many mailboxes are out of date, and "push now": the admin's side of the mailbox channels.
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import type { MailboxStatus, UpdateMailboxSettings } from "../../../shared/mailboxes/mailbox-schema";
import { connectedChannels, pushToMailboxes } from "./mailbox-channel";

type Deps = Pick<AppDeps, "db" | "queue" | "mailboxChannels">;

export async function isUpdatingAutomatically(db: Database, accountId: string) {
  const [row] = await db.select({ on: accounts.updateMailboxesAutomatically }).from(accounts).where(eq(accounts.id, accountId));
  return row?.on ?? true;
}

export async function getMailboxStatus(deps: Deps, actor: Pick<AuditActor, "accountId">): Promise<MailboxStatus> {
  const channels = await connectedChannels(deps, deps.db, actor.accountId);
  const outOfDate = await Promise.all(channels.map((c) => c.countOutOfDate(deps.db, actor.accountId, null)));
  return {
    updateAutomatically: await isUpdatingAutomatically(deps.db, actor.accountId),
    channels: channels.map((c, i) => ({ id: c.id, label: c.label, outOfDate: outOfDate[i] ?? 0 })),
  };
}

export async function updateMailboxSettings(deps: Deps, actor: AuditActor, input: UpdateMailboxSettings) {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ on: accounts.updateMailboxesAutomatically })
      .from(accounts)
      .where(eq(accounts.id, actor.accountId))
      .for("update");
    if (before?.on === input.updateAutomatically) return;
    await tx.update(accounts).set({ updateMailboxesAutomatically: input.updateAutomatically }).where(eq(accounts.id, actor.accountId));
    await recordAudit(tx, actor, {
      action: "mailboxes.updated",
      target: { type: "company", id: actor.accountId, label: input.updateAutomatically ? "Automatically" : "By hand" },
      changes: { updateAutomatically: [before?.on ?? true, input.updateAutomatically] },
    });
  });
  return getMailboxStatus(deps, actor);
}

/** Every member's stored signature into the mailboxes that don't hold it (a version already there is not sent again). */
export async function pushOutOfDateMailboxes(deps: Deps, actor: AuditActor) {
  return deps.db.transaction(async (tx) => {
    const queued = await pushToMailboxes(deps, actor.accountId, null, { tx });
    if (queued.length)
      await recordAudit(tx, actor, {
        action: "mailboxes.pushed",
        target: { type: "company", id: actor.accountId, label: `${queued.length} mailboxes` },
      });
    return { queued: queued.length };
  });
}
