// An admin confirms a preview, or the deactivations a scheduled sync held back.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, directorySyncs, type DirectorySyncCounts } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import {
  DIRECTORY_PROVIDER_NAMES,
  INTEGRATION_MESSAGES as M,
  type DirectoryProviderId,
} from "../../../shared/integrations/integration-schema";
import { type DirectoryPlan } from "./directory-plan";
import { applyDirectoryPlan } from "./apply-directory-plan";
import { type SyncResult, type AfterApply, nothingAfter } from "./sync-run-types";
import { ofAccount, discardWaitingSyncs, touchIntegration } from "./sync-rows";

/** Moving members another directory manages is for the company's source of truth only (Company Settings). */
async function requireSourceOfTruth(tx: Database, accountId: string, provider: DirectoryProviderId) {
  const [account] = await tx.select({ source: accounts.directorySource }).from(accounts).where(eq(accounts.id, accountId));
  if (account?.source === provider) return;
  const message = M.moveNeedsSource(DIRECTORY_PROVIDER_NAMES[provider]);
  throw new AppError(409, "not_source_of_truth", message, { moveConflicts: message });
}

/** Applies a preview, or the deactivations a scheduled sync held back. */
export async function applyDirectorySync(
  db: Database,
  actor: AuditActor,
  syncId: string,
  afterApply: AfterApply = nothingAfter,
  provider?: DirectoryProviderId,
  moveConflicts = false,
): Promise<SyncResult> {
  const started = Date.now();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(directorySyncs)
      .where(ofAccount(actor, syncId, provider))
      .for("update");
    if (!row) throw notFound("Sync");
    if (row.status !== "preview" && row.status !== "held") throw new AppError(409, "sync_not_pending", M.previewGone);
    const plan = row.plan as DirectoryPlan;
    const held = row.status === "held";
    if (moveConflicts && !held) await requireSourceOfTruth(tx, actor.accountId, plan.provider);
    const applied = await applyDirectoryPlan(
      tx,
      actor.accountId,
      plan,
      { createAndUpdate: !held, deactivate: true, moveConflicts: !held && moveConflicts },
      actor,
    );
    await afterApply(tx, actor.accountId, applied);
    const counts: DirectorySyncCounts = held
      ? { ...row.counts, deactivated: applied.deactivated }
      : {
          created: applied.created,
          updated: applied.updated,
          deactivated: applied.deactivated,
          unchanged: plan.unchanged,
          departments: applied.departments,
        };
    await tx
      .update(directorySyncs)
      .set({ status: "applied", counts, appliedAt: sql`now()`, durationMs: row.durationMs + (Date.now() - started) })
      .where(eq(directorySyncs.id, syncId));
    await touchIntegration(tx, actor.accountId, plan.provider);
    await discardWaitingSyncs(tx, actor.accountId, plan.provider, syncId);
    await recordAudit(tx, actor, {
      action: "directory.synced",
      target: { type: "directory_sync", id: syncId, label: DIRECTORY_PROVIDER_NAMES[plan.provider] },
      details: {
        ...counts,
        heldDeactivationsConfirmed: held,
        movedFromOtherDirectories: moveConflicts ? (plan.conflicts?.length ?? 0) : 0,
      },
    });
    return { syncId, changedUserIds: applied.changedUserIds };
  });
}
