// A company's identity providers: OpenID Connect (issuer, client id, client secret sealed
// with SECRETS_KEY and the row's id, never answered back) or SAML 2.0 (the IdP's metadata
// XML or URL). Added, changed and removed by admins; every change audit-logged without secrets.
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { accounts, ssoProviders } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { idpColumns, readIdpMetadata } from "./saml-provider-metadata";
import { outboundPolicy, urlRefusal } from "../../lib/outbound/outbound-policy";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import {
  SSO_FIELD_MESSAGES,
  SSO_PROVIDERS_MAX,
  type SsoProviderDraft,
  type SsoProviderInput,
  type SsoProviderView,
} from "../../../shared/sso/sso-schema";

export type SsoProviderRow = typeof ssoProviders.$inferSelect;
type Deps = Pick<AppDeps, "db" | "secrets" | "config">;

/** Where the identity provider sends people back, per provider (registered at the IdP). */
export const ssoPaths = (id: string) => ({
  oidcCallback: `/api/sso/oidc/${id}/callback`,
  samlMetadata: `/api/sso/saml/${id}/metadata`,
  samlAcs: `/api/sso/saml/${id}/acs`,
});

/**
 * What to register at the identity provider for a provider not saved yet: the URLs of a fresh
 * id, which the form sends back when it adds the provider (they name it), so an admin can set
 * up the identity provider's side first.
 */
export function providerDraft(baseUrl: string): SsoProviderDraft {
  const id = randomUUID();
  const paths = ssoPaths(id);
  return {
    id,
    oidc: { redirectUri: baseUrl + paths.oidcCallback },
    saml: { entityId: baseUrl + paths.samlMetadata, acsUrl: baseUrl + paths.samlAcs, metadataUrl: baseUrl + paths.samlMetadata },
  };
}

export function providerView(row: SsoProviderRow, baseUrl: string): SsoProviderView {
  const paths = ssoPaths(row.id);
  const saml = row.kind === "saml";
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    enabled: row.enabled,
    issuer: row.oidcIssuer,
    clientId: row.oidcClientId,
    hasClientSecret: Boolean(row.oidcClientSecret),
    metadataUrl: row.samlMetadataUrl,
    hasMetadataXml: Boolean(row.samlMetadataXml),
    idpEntityId: row.samlIdpEntityId,
    ssoUrl: row.samlSsoUrl,
    allowIdpInitiated: row.samlAllowIdpInitiated,
    testedAt: row.testedAt ? new Date(row.testedAt).toISOString() : null,
    testedEmail: row.testedEmail,
    serviceProvider: {
      redirectUri: saml ? null : baseUrl + paths.oidcCallback,
      entityId: saml ? baseUrl + paths.samlMetadata : null,
      acsUrl: saml ? baseUrl + paths.samlAcs : null,
      metadataUrl: saml ? baseUrl + paths.samlMetadata : null,
    },
  };
}

/** What the audit log may keep of a provider: never the secret or the metadata itself. */
const auditFields = (row: SsoProviderRow) => ({
  name: row.name,
  enabled: row.enabled,
  issuer: row.oidcIssuer,
  clientId: row.oidcClientId,
  metadataUrl: row.samlMetadataUrl,
  allowIdpInitiated: row.samlAllowIdpInitiated,
});
const target = (row: SsoProviderRow) => ({ type: "sso_provider", id: row.id, label: row.name });

export async function findSsoProviders(deps: Pick<Deps, "db" | "config">, scope: { accountId: string }) {
  const rows = await deps.db
    .select()
    .from(ssoProviders)
    .where(eq(ssoProviders.accountId, scope.accountId))
    .orderBy(asc(ssoProviders.createdAt));
  return rows.map((row) => providerView(row, deps.config.baseUrl));
}

/** The provider, scoped to the company; NotFound for another company's. */
export async function getSsoProvider(db: Database, scope: { accountId: string }, id: string) {
  const [row] = await db
    .select()
    .from(ssoProviders)
    .where(and(eq(ssoProviders.id, id), eq(ssoProviders.accountId, scope.accountId)));
  if (!row) throw notFound("Identity provider");
  return row;
}

/** The columns `input` sets; the secret sealed for row `id`; SAML metadata read. Throws 400 naming a missing or bad field. */
async function columnsOf(deps: Deps, id: string, input: SsoProviderInput, before?: SsoProviderRow) {
  const common = { name: input.name, enabled: input.enabled };
  if (input.kind === "oidc") {
    // The issuer is reached at sign-in for anyone who asks: the outbound policy decides now too.
    const refusal = urlRefusal(new URL(input.issuer), outboundPolicy(deps.config));
    if (refusal) {
      const message = refusal === "not_https" ? SSO_FIELD_MESSAGES.issuerHttpsRequired : SSO_FIELD_MESSAGES.issuerPrivate;
      throw badRequest(message, { issuer: message });
    }
    const secret = input.clientSecret?.trim();
    if (!secret && !before?.oidcClientSecret)
      throw badRequest(SSO_FIELD_MESSAGES.clientSecretRequired, { clientSecret: SSO_FIELD_MESSAGES.clientSecretRequired });
    return {
      ...common,
      oidcIssuer: input.issuer.replace(/\/$/, ""),
      oidcClientId: input.clientId,
      oidcClientSecret: secret ? deps.secrets.seal(secret, id) : before!.oidcClientSecret,
    };
  }
  const saml = { ...common, samlAllowIdpInitiated: input.allowIdpInitiated };
  const xml = input.metadataXml?.trim() || null;
  const url = input.metadataUrl ?? null;
  // An edit that sends no metadata keeps what was read when the provider was saved.
  if (!xml && !url && before?.samlIdpEntityId) return saml;
  if (!xml && !url) throw badRequest(SSO_FIELD_MESSAGES.metadataRequired, { metadataXml: SSO_FIELD_MESSAGES.metadataRequired });
  // Read now, so a provider is saved only with metadata sign-in can use (decision 036).
  const metadata = await readIdpMetadata(deps, { xml, url });
  return { ...saml, samlMetadataXml: xml, samlMetadataUrl: url, ...idpColumns(metadata) };
}

export async function addSsoProvider(deps: Deps, actor: AuditActor, input: SsoProviderInput) {
  const id = input.id?.toLowerCase() ?? randomUUID();
  const columns = await columnsOf(deps, id, input);
  return deps.db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    const [{ n }] = await tx.select({ n: count() }).from(ssoProviders).where(eq(ssoProviders.accountId, actor.accountId));
    if (n >= SSO_PROVIDERS_MAX) throw conflict(SSO_FIELD_MESSAGES.tooManyProviders);
    const [row] = await tx
      .insert(ssoProviders)
      .values({ id, accountId: actor.accountId, kind: input.kind, ...columns })
      .onConflictDoNothing({ target: ssoProviders.id })
      .returning();
    // The form's id was used already (the same form sent twice, or a made-up id).
    if (!row) throw conflict(SSO_FIELD_MESSAGES.providerIdTaken);
    await recordAudit(tx, actor, { action: "sso.provider_added", target: target(row), details: { kind: row.kind, ...auditFields(row) } });
    return providerView(row, deps.config.baseUrl);
  });
}

export async function updateSsoProvider(deps: Deps, actor: AuditActor, id: string, input: SsoProviderInput) {
  const before = await getSsoProvider(deps.db, actor, id);
  if (before.kind !== input.kind)
    throw badRequest("An identity provider's kind can't change: add a new one instead.", { kind: "Keep the kind." });
  const columns = await columnsOf(deps, id, input, before);
  // A test sign-in vouches for the settings it used: changing what sign-in uses calls for another.
  const signInChanged = (Object.keys(columns) as (keyof typeof columns)[]).some(
    (key) => key !== "name" && key !== "enabled" && key !== "samlAllowIdpInitiated" && columns[key] !== before[key as keyof SsoProviderRow],
  );
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(ssoProviders)
      .set({ ...columns, ...(signInChanged ? { testedAt: null, testedEmail: null } : {}), updatedAt: sql`now()` })
      .where(and(eq(ssoProviders.id, id), eq(ssoProviders.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Identity provider");
    const secretReplaced = input.kind === "oidc" && Boolean(input.clientSecret?.trim());
    await recordAudit(tx, actor, {
      action: "sso.provider_updated",
      target: target(row),
      changes: changesOf(auditFields(before), auditFields(row)),
      details: secretReplaced ? { clientSecretReplaced: true } : undefined,
    });
    return providerView(row, deps.config.baseUrl);
  });
}

export async function removeSsoProvider(db: Database, actor: AuditActor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(ssoProviders)
      .where(and(eq(ssoProviders.id, id), eq(ssoProviders.accountId, actor.accountId)))
      .returning();
    if (!row) throw notFound("Identity provider");
    await recordAudit(tx, actor, { action: "sso.provider_removed", target: target(row), details: { kind: row.kind } });
  });
}
