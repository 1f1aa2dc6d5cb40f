// Connecting, showing and disconnecting any provider of the registry. Connect runs the
// provider's connection test before it saves: a refusal about something the admin typed or
// uploaded (a wrong key or client secret, an unknown tenant) is a 400 naming that field with
// the sentence of provider-refusals.ts, and nothing is saved; a refusal that is not the
// input's fault (delegation or consent not granted yet) is saved, and Test connection says it.
// The secret is sealed with the row's id (lib/secrets.ts), never answered or logged; every
// change is audit-logged without it.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { directoryPeople, integrations } from "../../../db/schema";
import { badRequest } from "../../../lib/errors";
import type { Scope } from "../../../lib/scope";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { disconnectIntegration, integrationView, notConnected, ofProvider, openIntegration, syncScheduleOf } from "../integration-rows";
import type { AnyProvider, CheckResult, ProviderDeps } from "./provider";

/** What an admin sees of the provider's connection: never its secret. */
export async function getConnection(db: Database, scope: Pick<Scope, "accountId">, provider: AnyProvider) {
  const row = await integrationView(db, scope.accountId, provider.id);
  if (!row) return { connected: false as const, ...provider.always };
  return {
    connected: true as const,
    ...provider.shown(row.settings),
    ...provider.always,
    connectedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    ...syncScheduleOf(row),
  };
}

/** The connection services and jobs use (its secret opened), or null when not connected; `C` is the provider's own. */
export async function loadConnection<C = unknown>(
  deps: Pick<ProviderDeps, "db" | "secrets" | "config">,
  accountId: string,
  provider: AnyProvider,
): Promise<C | null> {
  const row = await openIntegration(deps, accountId, provider.id);
  if (!row) return null;
  return provider.open(deps.config, { ...row, accountId, secret: JSON.parse(row.secret) as unknown }) as C;
}

export async function requireConnection(deps: Pick<ProviderDeps, "db" | "secrets" | "config">, accountId: string, provider: AnyProvider) {
  const connection = await loadConnection(deps, accountId, provider);
  if (!connection) throw notConnected(provider.id);
  return connection;
}

/** The answer of Test connection: its checks as the admin reads them. */
export function testResult(checks: CheckResult[]) {
  return { ok: checks.every((c) => c.ok), checks: checks.map(({ field: _field, ...check }) => check) };
}

export async function testConnection(deps: ProviderDeps, scope: Pick<Scope, "accountId">, provider: AnyProvider) {
  return testResult(await provider.test(deps, await requireConnection(deps, scope.accountId, provider)));
}

/** The first check refused on a field of the form: a 400 on that field, in the table's words. */
function requireNoRefusedField(checks: CheckResult[]) {
  const refused = checks.find((c) => !c.ok && c.field);
  if (refused?.field) throw badRequest(refused.message, { [refused.field]: refused.message });
}

export async function connectProvider(deps: ProviderDeps, actor: AuditActor, provider: AnyProvider, input: unknown) {
  const { settings, secret } = provider.prepare(input);
  const candidate = provider.open(deps.config, {
    id: `connecting:${actor.accountId}`,
    accountId: actor.accountId,
    settings,
    secret,
    directoryCursor: null,
  });
  requireNoRefusedField(await provider.test(deps, candidate));
  await provider.requireAllowed?.(deps, actor.accountId, candidate);
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: integrations.id, settings: integrations.settings })
      .from(integrations)
      .where(ofProvider(actor.accountId, provider.id))
      .for("update");
    const id = before?.id ?? crypto.randomUUID();
    const credentials = deps.secrets.seal(JSON.stringify(secret), id);
    const otherDirectory = Boolean(before && provider.isOtherDirectory?.(before.settings, settings));
    if (before) {
      await tx
        .update(integrations)
        .set({ credentials, settings, updatedAt: new Date(), ...(otherDirectory ? { directoryCursor: null } : {}) })
        .where(eq(integrations.id, id));
      if (otherDirectory)
        await tx
          .delete(directoryPeople)
          .where(and(eq(directoryPeople.accountId, actor.accountId), eq(directoryPeople.provider, provider.id)));
    } else {
      await tx
        .insert(integrations)
        .values({ id, accountId: actor.accountId, provider: provider.id, credentials, settings, connectedBy: actor.userId });
    }
    await recordAudit(tx, actor, {
      action: before ? "integration.updated" : "integration.connected",
      target: { type: "integration", id, label: provider.name },
      changes: provider.auditChanges(before?.settings ?? null, settings),
    });
  });
  return getConnection(deps.db, actor, provider);
}

export async function disconnectProvider(db: Database, actor: AuditActor, provider: AnyProvider) {
  await disconnectIntegration(db, actor, provider.id, provider.disconnectDetails);
  return getConnection(db, actor, provider);
}
