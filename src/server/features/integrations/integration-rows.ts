// What every connected provider shares: its one row per company and provider, the sealed
// credentials opened only here (for services and jobs), the sync schedule, and disconnecting
// (the row and its sealed secret deleted; synced members stay). Audit entries name the
// provider, never the secret.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { directoryPeople, integrations, type IntegrationSettings } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import {
  DIRECTORY_PROVIDER_NAMES,
  INTEGRATION_MESSAGES as M,
  type DirectoryProviderId,
} from "../../../shared/integrations/integration-schema";

export const notConnected = (provider: DirectoryProviderId) =>
  new AppError(404, "not_connected", M.notConnected(DIRECTORY_PROVIDER_NAMES[provider]));

export const ofProvider = (accountId: string, provider: DirectoryProviderId) =>
  and(eq(integrations.accountId, accountId), eq(integrations.provider, provider));

/** The connection with its credentials opened, or null. Only services and jobs call this; nothing answers or logs it. */
export async function openIntegration<S extends IntegrationSettings>(
  deps: Pick<AppDeps, "db" | "secrets">,
  accountId: string,
  provider: DirectoryProviderId,
) {
  const [row] = await deps.db.select().from(integrations).where(ofProvider(accountId, provider));
  if (!row) return null;
  return {
    id: row.id,
    secret: deps.secrets.open(row.credentials, row.id),
    settings: row.settings as S,
    syncIntervalHours: row.syncIntervalHours,
    directoryCursor: row.directoryCursor,
  };
}

/** What an admin may see of a connection (never its credentials), or null when not connected. */
export async function integrationView<S extends IntegrationSettings>(db: Database, accountId: string, provider: DirectoryProviderId) {
  const [row] = await db
    .select({
      settings: integrations.settings,
      createdAt: integrations.createdAt,
      updatedAt: integrations.updatedAt,
      syncIntervalHours: integrations.syncIntervalHours,
      lastSyncAt: integrations.lastSyncAt,
    })
    .from(integrations)
    .where(ofProvider(accountId, provider));
  return row ? { ...row, settings: row.settings as S } : null;
}

/** When the connection syncs by itself next (null: only by hand), from its interval and last sync. */
export function syncScheduleOf(row: { syncIntervalHours: number; lastSyncAt: Date | null; createdAt: Date }) {
  const next = row.syncIntervalHours > 0 ? new Date((row.lastSyncAt ?? row.createdAt).getTime() + row.syncIntervalHours * 3_600_000) : null;
  return {
    syncIntervalHours: row.syncIntervalHours,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    nextSyncAt: next?.toISOString() ?? null,
  };
}

export async function setSyncSchedule(db: Database, actor: AuditActor, provider: DirectoryProviderId, syncIntervalHours: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: integrations.id, hours: integrations.syncIntervalHours })
      .from(integrations)
      .where(ofProvider(actor.accountId, provider))
      .for("update");
    if (!before) throw notConnected(provider);
    await tx.update(integrations).set({ syncIntervalHours, updatedAt: new Date() }).where(eq(integrations.id, before.id));
    await recordAudit(tx, actor, {
      action: "integration.schedule_changed",
      target: { type: "integration", id: before.id, label: DIRECTORY_PROVIDER_NAMES[provider] },
      changes: { syncIntervalHours: [before.hours, syncIntervalHours] },
    });
  });
}

/**
 * Deletes the connection, its sealed secret and what the directory last said about its people;
 * `details` says what was connected (never the secret).
 */
export async function disconnectIntegration(
  db: Database,
  actor: AuditActor,
  provider: DirectoryProviderId,
  details: (settings: IntegrationSettings) => Record<string, unknown>,
) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(integrations)
      .where(ofProvider(actor.accountId, provider))
      .returning({ id: integrations.id, settings: integrations.settings });
    if (!gone) throw notConnected(provider);
    await tx.delete(directoryPeople).where(and(eq(directoryPeople.accountId, actor.accountId), eq(directoryPeople.provider, provider)));
    await recordAudit(tx, actor, {
      action: "integration.disconnected",
      target: { type: "integration", id: gone.id, label: DIRECTORY_PROVIDER_NAMES[provider] },
      details: details(gone.settings),
    });
  });
}
