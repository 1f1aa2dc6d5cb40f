// The schedule's sync: applies the plan at once, holding back deactivations past 10 % of the
// members for an admin's confirmation, so a directory answering zero users can't empty a
// company. Every run is a history row.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directorySyncs, type DirectorySyncCounts } from "../../db/schema";
import type { DirectoryProvider } from "./directory-provider";
import { deactivationAllowance } from "./directory-plan";
import { applyDirectoryPlan, type Applied } from "./apply-directory-plan";
import { type SyncResult, type AfterApply, nothingAfter } from "./sync-run-types";
import { recordFailedSync, discardWaitingSyncs, touchIntegration } from "./sync-rows";
import { readDirectory } from "./read-directory";

/**
 * The schedule's sync: applies by itself, but deactivates at most 10 % of the active
 * members; past that the deactivations wait in a "held" row for an admin to confirm.
 */
export async function runScheduledSync(
  db: Database,
  accountId: string,
  provider: DirectoryProvider,
  afterApply: AfterApply = nothingAfter,
): Promise<SyncResult> {
  const started = Date.now();
  const base = { accountId, provider: provider.id, startedBy: null, startedByEmail: null };
  let read: Awaited<ReturnType<typeof readDirectory>>;
  try {
    read = await readDirectory(db, accountId, provider);
  } catch (error) {
    return { syncId: await recordFailedSync(db, base, started, error, provider), changedUserIds: [] };
  }
  const { plan, directoryUsers } = read;
  return db.transaction(async (tx) => {
    const [{ active }] = (
      (await tx.execute(sql`select count(*)::int as active from account_users au
        where au.account_id = ${accountId}
          and not exists (select 1 from directory_members dm where dm.account_id = au.account_id and dm.user_id = au.user_id and dm.deactivated_at is not null)`)) as unknown as {
        rows: { active: number }[];
      }
    ).rows;
    const braked = plan.deactivated.length > deactivationAllowance(active);
    const applied: Applied = await applyDirectoryPlan(tx, accountId, plan, { createAndUpdate: true, deactivate: !braked });
    await afterApply(tx, accountId, applied);
    const counts: DirectorySyncCounts = {
      created: applied.created,
      updated: applied.updated,
      deactivated: applied.deactivated,
      unchanged: plan.unchanged,
      departments: applied.departments,
    };
    const [row] = await tx
      .insert(directorySyncs)
      .values({
        ...base,
        status: braked ? "held" : "applied",
        plan: braked ? { ...plan, created: [], updated: [], newDepartments: [] } : plan,
        counts,
        directoryUsers,
        durationMs: Date.now() - started,
        appliedAt: sql`now()`,
        error: braked
          ? `${plan.deactivated.length} of ${active} members would be deactivated: more than 10 %. An admin must confirm.`
          : null,
      })
      .returning({ id: directorySyncs.id });
    await touchIntegration(tx, accountId, provider.id);
    await discardWaitingSyncs(tx, accountId, provider.id, row.id);
    return { syncId: row.id, changedUserIds: applied.changedUserIds };
  });
}
