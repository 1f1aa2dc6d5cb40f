// The history rows of directory syncs: one of the account's (another account's is not found),
// their counts, a failed run, and what a newer run outdates.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directorySyncs, integrations, type DirectorySyncCounts } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { type DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryProvider } from "./directory-provider";
import { emptyPlan, type DirectoryPlan } from "./directory-plan";

/** That sync of the account (of that directory, when named): another account's or directory's is not found. */
export const ofAccount = (scope: Pick<Scope, "accountId">, syncId: string, provider?: DirectoryProviderId) =>
  and(
    eq(directorySyncs.id, syncId),
    eq(directorySyncs.accountId, scope.accountId),
    provider ? eq(directorySyncs.provider, provider) : undefined,
  );

export const countsOf = (plan: DirectoryPlan, deactivated = plan.deactivated.length): DirectorySyncCounts => ({
  created: plan.created.length,
  updated: plan.updated.length,
  deactivated,
  unchanged: plan.unchanged,
  departments: plan.newDepartments.length,
});
// A provider's refusal in the admin's words (the provider explains it); anything else as it was thrown.
export const failureMessage = (error: unknown, provider?: Pick<DirectoryProvider, "explainFailure">) =>
  (provider?.explainFailure?.(error) ?? (error instanceof Error ? error.message : String(error))).slice(0, 500);

/**
 * Previews and held deactivations not confirmed yet become discarded (a newer sync of the
 * directory, previewed or applied, by an admin or the schedule, outdates them); `except` is kept.
 */
export async function discardWaitingSyncs(tx: Database, accountId: string, provider: DirectoryProvider["id"], except?: string) {
  await tx
    .update(directorySyncs)
    .set({ status: "discarded" })
    .where(
      and(
        eq(directorySyncs.accountId, accountId),
        eq(directorySyncs.provider, provider),
        inArray(directorySyncs.status, ["preview", "held"]),
        except ? ne(directorySyncs.id, except) : undefined,
      ),
    );
}

export async function touchIntegration(tx: Database, accountId: string, provider: DirectoryProvider["id"]) {
  await tx
    .update(integrations)
    .set({ lastSyncAt: sql`now()` })
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, provider)));
}

/** A sync the directory could not be read for: a history row with the reason and an empty plan. */
export async function recordFailedSync(
  db: Database,
  base: { accountId: string; provider: DirectoryPlan["provider"]; startedBy: string | null; startedByEmail: string | null },
  started: number,
  error: unknown,
  provider?: Pick<DirectoryProvider, "explainFailure">,
): Promise<string> {
  const empty: DirectoryPlan = { ...emptyPlan(base.provider), unknownOffices: [] };
  const [row] = await db
    .insert(directorySyncs)
    .values({
      ...base,
      status: "failed",
      plan: empty,
      counts: countsOf(empty),
      durationMs: Date.now() - started,
      error: failureMessage(error, provider),
    })
    .returning({ id: directorySyncs.id });
  return row.id;
}
