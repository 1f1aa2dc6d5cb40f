// What the single sign-on tests share: a company with a domain (verified through a fake
// resolver) and an OIDC provider pointing at the fake identity provider, and a browser's
// round trip through it.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { TestClient, TestContext } from "../../test/test-app";
import { auditLog, ssoProviders } from "../../db/schema";
import type { FakeOidc } from "../../../../dev-servers/fake-oidc/fake-oidc";

export const uniqueDomain = () => `d${randomUUID().slice(0, 8)}.test`;

/** A fake DNS: TXT records by domain. */
export function fakeDns(ctx: TestContext) {
  const records = new Map<string, string[]>();
  ctx.deps.resolveTxt = async (domain) => records.get(domain) ?? [];
  return records;
}

export async function addVerifiedDomain(ctx: TestContext, admin: TestClient, domain: string) {
  const added = await admin.post("/api/sso/domains", { domain });
  expect(added.status).toBe(201);
  const before = ctx.deps.resolveTxt;
  ctx.deps.resolveTxt = async (d) => (d === domain ? [added.json.record] : before(d));
  const verified = await admin.post(`/api/sso/domains/${added.json.id}/verify`);
  expect(verified.status).toBe(200);
  return added.json.id as string;
}

export async function addOidcProvider(admin: TestClient, idp: FakeOidc, clientId = "signetTestClient") {
  const res = await admin.post("/api/sso/providers", {
    kind: "oidc",
    name: "Test IdP",
    issuer: idp.url,
    clientId,
    clientSecret: "test-client-secret",
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

/** Starts "Sign in with SSO" for `email`, follows the identity provider, and comes back: the callback's answer. */
export async function ssoRoundTrip(browser: TestClient, email: string) {
  const started = await browser.post("/api/sso/start", { email });
  if (started.status !== 200) return { started, callback: null, location: null };
  const idp = await fetch(started.json.redirectUrl, { redirect: "manual" });
  const back = new URL(idp.headers.get("location")!);
  const callback = await browser.get(back.pathname + back.search);
  return { started, callback, location: callback.headers.get("location"), callbackPath: back.pathname + back.search };
}

export async function refusalsOf(ctx: TestContext, accountId: string) {
  const rows = await ctx.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "sso.sign_in_refused")));
  return rows.map((r) => ({ reason: (r.data as { reason: string }).reason, actor: r.actorEmail, data: r.data }));
}

/** Records a passed test sign-in for the provider, for tests about what "Require SSO" then does. */
export async function markTested(ctx: TestContext, providerId: string) {
  await ctx.deps.db
    .update(ssoProviders)
    .set({ testedAt: new Date(), testedEmail: "tester@example.test" })
    .where(eq(ssoProviders.id, providerId));
}

/** An admin's "Test sign-in" with the provider: starts it, follows the identity provider, and comes back. */
export async function testSignIn(admin: TestClient, providerId: string) {
  const started = await admin.post(`/api/sso/providers/${providerId}/test`);
  if (started.status !== 200) return { started, location: null };
  const idp = await fetch(started.json.redirectUrl, { redirect: "manual" });
  const back = new URL(idp.headers.get("location")!);
  const callback = await admin.get(back.pathname + back.search);
  return { started, location: callback.headers.get("location") };
}
