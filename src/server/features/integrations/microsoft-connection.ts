// Connecting Microsoft 365: an Entra app registration's tenant, client id and client secret.
// The secret is stored sealed (lib/secrets.ts, the row id as associated data), never answered
// or logged, and replaced by entering another; every change is audit-logged without it.
// Another tenant is another directory: what the old one said about its people is dropped.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { MICROSOFT_DEFAULTS } from "../../context";
import type { Database } from "../../db/client";
import { directoryPeople, integrations, type MicrosoftIntegrationSettings } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { MICROSOFT_GRAPH_PERMISSION, type ConnectMicrosoft } from "../../../shared/integrations/microsoft-schema";
import { disconnectIntegration, integrationView, notConnected, ofProvider, openIntegration, syncScheduleOf } from "./integration-rows";
import type { MicrosoftApp } from "./microsoft/microsoft-tokens";

const LABEL = "Microsoft 365";

export type MicrosoftConnection = {
  id: string;
  app: MicrosoftApp;
  graphUrl: string;
  settings: MicrosoftIntegrationSettings;
  directoryCursor: string | null;
};

/** The account's Microsoft connection with its secret opened, or null. Only jobs and services call this. */
export async function loadMicrosoftConnection(
  deps: Pick<AppDeps, "db" | "secrets" | "config">,
  accountId: string,
): Promise<MicrosoftConnection | null> {
  const row = await openIntegration<MicrosoftIntegrationSettings>(deps, accountId, "microsoft");
  if (!row) return null;
  const urls = deps.config.microsoft ?? MICROSOFT_DEFAULTS;
  const { clientSecret } = JSON.parse(row.secret) as { clientSecret: string };
  return {
    id: row.id,
    app: { loginUrl: urls.loginUrl, tenantId: row.settings.tenantId, clientId: row.settings.clientId, clientSecret },
    graphUrl: urls.graphUrl.replace(/\/$/, ""),
    settings: row.settings,
    directoryCursor: row.directoryCursor,
  };
}

export async function requireMicrosoftConnection(deps: Pick<AppDeps, "db" | "secrets" | "config">, accountId: string) {
  const connection = await loadMicrosoftConnection(deps, accountId);
  if (!connection) throw notConnected("microsoft");
  return connection;
}

export async function getMicrosoftIntegration(db: Database, scope: Pick<Scope, "accountId">) {
  const row = await integrationView<MicrosoftIntegrationSettings>(db, scope.accountId, "microsoft");
  if (!row) return { connected: false as const, permission: MICROSOFT_GRAPH_PERMISSION };
  const { settings } = row;
  return {
    connected: true as const,
    tenantId: settings.tenantId,
    clientId: settings.clientId,
    permission: MICROSOFT_GRAPH_PERMISSION,
    connectedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...syncScheduleOf(row),
  };
}

export async function connectMicrosoft(deps: Pick<AppDeps, "db" | "secrets">, actor: AuditActor, input: ConnectMicrosoft) {
  const settings: MicrosoftIntegrationSettings = { tenantId: input.tenantId, clientId: input.clientId };
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: integrations.id, settings: integrations.settings })
      .from(integrations)
      .where(ofProvider(actor.accountId, "microsoft"))
      .for("update");
    const before = row && { id: row.id, settings: row.settings as MicrosoftIntegrationSettings };
    const id = before?.id ?? crypto.randomUUID();
    const credentials = deps.secrets.seal(JSON.stringify({ clientSecret: input.clientSecret }), id);
    const otherTenant = Boolean(before && before.settings.tenantId !== settings.tenantId);
    if (before) {
      await tx
        .update(integrations)
        .set({ credentials, settings, updatedAt: new Date(), ...(otherTenant ? { directoryCursor: null } : {}) })
        .where(eq(integrations.id, id));
      if (otherTenant)
        await tx
          .delete(directoryPeople)
          .where(and(eq(directoryPeople.accountId, actor.accountId), eq(directoryPeople.provider, "microsoft")));
    } else {
      await tx
        .insert(integrations)
        .values({ id, accountId: actor.accountId, provider: "microsoft", credentials, settings, connectedBy: actor.userId });
    }
    // The audit entry names the tenant and the app, never the secret.
    await recordAudit(tx, actor, {
      action: before ? "integration.updated" : "integration.connected",
      target: { type: "integration", id, label: LABEL },
      changes: {
        ...(before?.settings.tenantId !== settings.tenantId ? { tenantId: [before?.settings.tenantId ?? null, settings.tenantId] } : {}),
        ...(before?.settings.clientId !== settings.clientId ? { clientId: [before?.settings.clientId ?? null, settings.clientId] } : {}),
        ...(before ? { clientSecret: ["replaced", "replaced"] as const } : {}),
      },
    });
  });
  return getMicrosoftIntegration(deps.db, actor);
}

export async function disconnectMicrosoft(db: Database, actor: AuditActor) {
  await disconnectIntegration(db, actor, "microsoft", (settings) => ({
    tenantId: (settings as MicrosoftIntegrationSettings).tenantId,
    clientId: (settings as MicrosoftIntegrationSettings).clientId,
    secretDeleted: true,
  }));
  return getMicrosoftIntegration(db, actor);
}
