// The sync engine, for any directory provider: read every page, compare (directory-plan.ts),
// then either keep the plan as a preview for an admin to confirm, or (the schedule) apply it
// at once, holding back deactivations past 10 % of the members for an admin's confirmation,
// so a directory answering zero users can't empty a company. Every run is a history row.
import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { directorySyncs, integrations, users, type DirectorySyncCounts } from "../../../db/schema";
import { AppError, notFound } from "../../../lib/errors";
import type { Scope } from "../../../lib/scope";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import {
  DIRECTORY_PROVIDER_NAMES,
  INTEGRATION_MESSAGES as M,
  type DirectoryProviderId,
} from "../../../../shared/integrations/integration-schema";
import type { DirectoryProvider } from "./directory-provider";
import { deactivationAllowance, planDirectorySync, type DirectoryPlan } from "./directory-plan";
import { loadDirectoryState } from "./directory-state";
import { applyDirectoryPlan, type Applied } from "./apply-directory-plan";

export type SyncResult = { syncId: string; changedUserIds: string[] };
/** Runs in the transaction that applied a plan (the pushes its changes call for commit with them). */
export type AfterApply = (tx: Database, accountId: string, applied: Applied) => Promise<void>;
const nothingAfter: AfterApply = async () => undefined;

/** That sync of the account (of that directory, when named): another account's or directory's is not found. */
const ofAccount = (scope: Pick<Scope, "accountId">, syncId: string, provider?: DirectoryProviderId) =>
  and(
    eq(directorySyncs.id, syncId),
    eq(directorySyncs.accountId, scope.accountId),
    provider ? eq(directorySyncs.provider, provider) : undefined,
  );

async function readDirectory(
  db: Database,
  accountId: string,
  provider: DirectoryProvider,
): Promise<{ plan: DirectoryPlan; directoryUsers: number }> {
  const people = [];
  for await (const page of provider.pages()) people.push(...page);
  const state = await loadDirectoryState(
    db,
    accountId,
    people.map((p) => p.email.toLowerCase()),
  );
  return { plan: planDirectorySync({ provider: provider.id, people, ...state }), directoryUsers: people.length };
}

const countsOf = (plan: DirectoryPlan, deactivated = plan.deactivated.length): DirectorySyncCounts => ({
  created: plan.created.length,
  updated: plan.updated.length,
  deactivated,
  unchanged: plan.unchanged,
  departments: plan.newDepartments.length,
});
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function emailOf(db: Database, userId: string) {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** An admin's sync: nothing changes until they confirm the preview (applyDirectorySync). */
export async function previewDirectorySync(db: Database, actor: AuditActor, provider: DirectoryProvider): Promise<string> {
  const started = Date.now();
  const base = {
    accountId: actor.accountId,
    provider: provider.id,
    startedBy: actor.userId,
    startedByEmail: await emailOf(db, actor.userId),
  };
  try {
    const { plan, directoryUsers } = await readDirectory(db, actor.accountId, provider);
    return await db.transaction(async (tx) => {
      // One sync waits at a time: an older preview, or deactivations a scheduled sync held back,
      // were read from a directory and a team that may have changed since, so confirming them
      // could undo what the newer one shows (or deactivate someone who is back).
      await discardWaitingSyncs(tx, actor.accountId, provider.id);
      const [row] = await tx
        .insert(directorySyncs)
        .values({ ...base, status: "preview", plan, counts: countsOf(plan), directoryUsers, durationMs: Date.now() - started })
        .returning({ id: directorySyncs.id });
      return row.id;
    });
  } catch (error) {
    return await recordFailedSync(db, base, started, error);
  }
}

/**
 * Previews and held deactivations not confirmed yet become discarded (a newer sync of the
 * directory, previewed or applied, by an admin or the schedule, outdates them); `except` is kept.
 */
async function discardWaitingSyncs(tx: Database, accountId: string, provider: DirectoryProvider["id"], except?: string) {
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

async function touchIntegration(tx: Database, accountId: string, provider: DirectoryProvider["id"]) {
  await tx
    .update(integrations)
    .set({ lastSyncAt: sql`now()` })
    .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, provider)));
}

/** Applies a preview, or the deactivations a scheduled sync held back. */
export async function applyDirectorySync(
  db: Database,
  actor: AuditActor,
  syncId: string,
  afterApply: AfterApply = nothingAfter,
  provider?: DirectoryProviderId,
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
    const applied = await applyDirectoryPlan(tx, actor.accountId, plan, { createAndUpdate: !held, deactivate: true }, actor);
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
      details: { ...counts, heldDeactivationsConfirmed: held },
    });
    return { syncId, changedUserIds: applied.changedUserIds };
  });
}

export async function discardDirectorySync(db: Database, actor: AuditActor, syncId: string, provider?: DirectoryProviderId) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(directorySyncs)
      .set({ status: "discarded" })
      .where(and(ofAccount(actor, syncId, provider), sql`${directorySyncs.status} in ('preview', 'held')`))
      .returning({ id: directorySyncs.id, provider: directorySyncs.provider });
    if (!row) {
      const [exists] = await tx
        .select({ id: directorySyncs.id })
        .from(directorySyncs)
        .where(ofAccount(actor, syncId, provider));
      if (!exists) throw notFound("Sync");
      throw new AppError(409, "sync_not_pending", M.previewGone);
    }
    await recordAudit(tx, actor, {
      action: "directory.discarded",
      target: { type: "directory_sync", id: syncId, label: DIRECTORY_PROVIDER_NAMES[row.provider] },
    });
  });
}

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
    return { syncId: await recordFailedSync(db, base, started, error), changedUserIds: [] };
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

const LIST_LIMIT = 200;

function syncView(row: typeof directorySyncs.$inferSelect) {
  return {
    id: row.id,
    provider: row.provider,
    trigger: row.startedBy || row.startedByEmail ? ("admin" as const) : ("schedule" as const),
    startedBy: row.startedByEmail,
    status: row.status,
    counts: row.counts,
    directoryUsers: row.directoryUsers,
    durationMs: row.durationMs,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    appliedAt: row.appliedAt?.toISOString() ?? null,
  };
}

/** The last 50 syncs of one directory of the account, newest first. */
export async function findDirectorySyncs(db: Database, scope: Pick<Scope, "accountId">, provider: DirectoryProviderId) {
  const rows = await db
    .select({
      id: directorySyncs.id,
      accountId: directorySyncs.accountId,
      provider: directorySyncs.provider,
      startedBy: directorySyncs.startedBy,
      startedByEmail: directorySyncs.startedByEmail,
      status: directorySyncs.status,
      counts: directorySyncs.counts,
      directoryUsers: directorySyncs.directoryUsers,
      durationMs: directorySyncs.durationMs,
      error: directorySyncs.error,
      createdAt: directorySyncs.createdAt,
      appliedAt: directorySyncs.appliedAt,
    })
    .from(directorySyncs)
    .where(and(eq(directorySyncs.accountId, scope.accountId), eq(directorySyncs.provider, provider)))
    .orderBy(desc(directorySyncs.createdAt))
    .limit(50);
  return rows.map((row) => syncView({ ...row, plan: null }));
}

/** One sync of the account, with its changes; `provider`: only a sync of that directory (another's is not found). */
export async function getDirectorySync(db: Database, scope: Pick<Scope, "accountId">, syncId: string, provider?: DirectoryProviderId) {
  const [row] = await db
    .select()
    .from(directorySyncs)
    .where(ofAccount(scope, syncId, provider));
  if (!row) throw notFound("Sync");
  const plan = row.plan as DirectoryPlan;
  const brief = (list: DirectoryPlan["created"]) =>
    list.slice(0, LIST_LIMIT).map(({ externalId, email, name, userId, changes }) => ({ externalId, email, name, userId, changes }));
  return {
    sync: syncView(row),
    plan: {
      created: brief(plan.created),
      updated: brief(plan.updated),
      deactivated: brief(plan.deactivated),
      newDepartments: plan.newDepartments,
      // Plans stored before offices were matched have none.
      unknownOffices: plan.unknownOffices ?? [],
    },
  };
}

/** A sync the directory could not be read for: a history row with the reason and an empty plan. */
async function recordFailedSync(
  db: Database,
  base: { accountId: string; provider: DirectoryPlan["provider"]; startedBy: string | null; startedByEmail: string | null },
  started: number,
  error: unknown,
): Promise<string> {
  const empty: DirectoryPlan = {
    provider: base.provider,
    created: [],
    updated: [],
    deactivated: [],
    newDepartments: [],
    unchanged: 0,
    skipped: [],
    unknownOffices: [],
  };
  const [row] = await db
    .insert(directorySyncs)
    .values({ ...base, status: "failed", plan: empty, counts: countsOf(empty), durationMs: Date.now() - started, error: message(error) })
    .returning({ id: directorySyncs.id });
  return row.id;
}
