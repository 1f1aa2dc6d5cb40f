// The Security tab's routes under /api/sso: domains verified by their DNS TXT record (a fake
// resolver), providers whose client secret is sealed and never answered, options with the
// break-glass admin; every change audit-logged. Every route: a member 403, another
// company's admin 404 for this company's ids, and nothing of the first company changes.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestClient, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, ssoDomains, ssoProviders, ssoSettings } from "../../db/schema";
import { fakeDns, uniqueDomain } from "./sso-test-helpers";
import { createTestIdp } from "../../../../dev-servers/fake-saml-idp/test-idp";

const samlIdp = createTestIdp({ entityId: "https://adfs.example.test/metadata", ssoUrl: "https://adfs.example.test/sso" });
const OIDC = { kind: "oidc", name: "Okta", issuer: "https://example.okta.test", clientId: "abc", clientSecret: "s3cret-value" };

async function snapshot(ctx: TestContext, accountId: string) {
  const { db } = ctx.deps;
  return {
    domains: await db.select().from(ssoDomains).where(eq(ssoDomains.accountId, accountId)),
    providers: await db.select().from(ssoProviders).where(eq(ssoProviders.accountId, accountId)),
    settings: await db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId)),
    audits: (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.accountId, accountId))).length,
  };
}

type Ids = { domainId: string; providerId: string };
const routes: { name: string; call: (c: TestClient, ids: Ids) => ReturnType<TestClient["request"]>; otherAdmin: number }[] = [
  { name: "GET /sso", call: (c) => c.get("/api/sso"), otherAdmin: 200 },
  { name: "POST /sso/domains", call: (c) => c.post("/api/sso/domains", { domain: uniqueDomain() }), otherAdmin: 201 },
  { name: "POST /sso/domains/:id/verify", call: (c, i) => c.post(`/api/sso/domains/${i.domainId}/verify`), otherAdmin: 404 },
  { name: "DELETE /sso/domains/:id", call: (c, i) => c.delete(`/api/sso/domains/${i.domainId}`), otherAdmin: 404 },
  { name: "POST /sso/providers", call: (c) => c.post("/api/sso/providers", OIDC), otherAdmin: 201 },
  { name: "PUT /sso/providers/:id", call: (c, i) => c.request("PUT", `/api/sso/providers/${i.providerId}`, OIDC), otherAdmin: 404 },
  { name: "DELETE /sso/providers/:id", call: (c, i) => c.delete(`/api/sso/providers/${i.providerId}`), otherAdmin: 404 },
  { name: "GET /sso/provider-draft", call: (c) => c.get("/api/sso/provider-draft"), otherAdmin: 200 },
  { name: "POST /sso/providers/:id/test", call: (c, i) => c.post(`/api/sso/providers/${i.providerId}/test`), otherAdmin: 404 },
  {
    name: "PUT /sso/options",
    call: (c) => c.request("PUT", "/api/sso/options", { requireSso: false, breakGlassUserId: null, createMembers: false }),
    otherAdmin: 200,
  },
];

describeEachDatabase("single sign-on settings", (ctx) => {
  it("verifies a domain by its TXT record and says what it found when it is missing", async () => {
    const dns = fakeDns(ctx());
    const { admin, accountId } = await createCompany(ctx());
    const domain = uniqueDomain();
    const added = await admin.client.post("/api/sso/domains", { domain: ` ${domain.toUpperCase()}. ` });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ domain, verifiedAt: null });
    expect(added.json.record).toMatch(/^signet-verification=[A-Za-z0-9_-]{43}$/);

    const none = await admin.client.post(`/api/sso/domains/${added.json.id}/verify`);
    expect(none.status).toBe(409);
    expect(none.json.error.message).toBe(
      `We found no TXT records at ${domain}. Publish the record ${added.json.record} there; DNS changes can take a while to show, so try again later.`,
    );
    dns.set(domain, ["v=spf1 -all", "signet-verification=wrong"]);
    const wrong = await admin.client.post(`/api/sso/domains/${added.json.id}/verify`);
    expect(wrong.json.error.message).toContain("We found “signet-verification=wrong”");
    dns.set(domain, ["v=spf1 -all", added.json.record]);
    const ok = await admin.client.post(`/api/sso/domains/${added.json.id}/verify`);
    expect(ok.status).toBe(200);
    expect(ok.json.verifiedAt).not.toBeNull();

    // Another company can add it but not verify it too.
    const other = await createCompany(ctx());
    const theirs = await other.admin.client.post("/api/sso/domains", { domain });
    dns.set(domain, [added.json.record, theirs.json.record]);
    const taken = await other.admin.client.post(`/api/sso/domains/${theirs.json.id}/verify`);
    expect(taken.status).toBe(409);
    expect(taken.json.error.message).toBe("Another company has verified this domain. If it is yours, contact support.");

    const kinds = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action);
    expect(kinds).toEqual(expect.arrayContaining(["sso.domain_added", "sso.domain_verified"]));
    expect((await admin.client.post("/api/sso/domains", { domain: "not a domain" })).json.error.fields.domain).toBeDefined();
  });

  it("keeps a client secret sealed and never answers it; the break-glass admin must be an admin", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const made = await admin.client.post("/api/sso/providers", OIDC);
    expect(made.status).toBe(201);
    expect(made.json).toMatchObject({ kind: "oidc", issuer: OIDC.issuer, clientId: "abc", hasClientSecret: true });
    expect(made.json.serviceProvider.redirectUri).toBe(`http://localhost:3999/api/sso/oidc/${made.json.id}/callback`);
    const settings = await admin.client.get("/api/sso");
    expect(settings.text).not.toContain("s3cret-value");
    const [row] = await ctx().deps.db.select().from(ssoProviders).where(eq(ssoProviders.id, made.json.id));
    expect(row.oidcClientSecret).not.toContain("s3cret-value");
    expect(ctx().deps.secrets.open(row.oidcClientSecret!, row.id)).toBe("s3cret-value");
    // An edit without a secret keeps it.
    const renamed = await admin.client.request("PUT", `/api/sso/providers/${row.id}`, { ...OIDC, name: "Okta EU", clientSecret: "" });
    expect(renamed.json).toMatchObject({ name: "Okta EU", hasClientSecret: true });
    const saml = await admin.client.post("/api/sso/providers", {
      kind: "saml",
      name: "ADFS",
      metadataXml: samlIdp.metadataXml,
    });
    expect(saml.status, saml.text).toBe(201);
    expect(saml.json.serviceProvider).toEqual({
      redirectUri: null,
      entityId: `http://localhost:3999/api/sso/saml/${saml.json.id}/metadata`,
      acsUrl: `http://localhost:3999/api/sso/saml/${saml.json.id}/acs`,
      metadataUrl: `http://localhost:3999/api/sso/saml/${saml.json.id}/metadata`,
    });
    const noSecret = await admin.client.post("/api/sso/providers", { ...OIDC, clientSecret: undefined });
    expect(noSecret.status).toBe(400);
    expect(noSecret.json.error.fields.clientSecret).toBeDefined();

    const member = await addMember(ctx(), accountId);
    const notAdmin = await admin.client.request("PUT", "/api/sso/options", {
      requireSso: true,
      breakGlassUserId: member.userId,
      createMembers: false,
    });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.json.error.fields.breakGlassUserId).toBe("Choose one of the company's admins.");
    const audits = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    expect(audits.map((a) => a.action)).toEqual(expect.arrayContaining(["sso.provider_added", "sso.provider_updated"]));
    expect(JSON.stringify(audits)).not.toContain("s3cret-value");
  });

  for (const route of routes) {
    it(`${route.name}: a member gets 403, another company's admin ${route.otherAdmin}, and nothing of the company changes`, async () => {
      const { admin, accountId } = await createCompany(ctx());
      const domainId = (await admin.client.post("/api/sso/domains", { domain: uniqueDomain() })).json.id;
      const providerId = (await admin.client.post("/api/sso/providers", OIDC)).json.id;
      const ids = { domainId, providerId };
      const member = await addMember(ctx(), accountId);
      const other = await createCompany(ctx());
      const before = await snapshot(ctx(), accountId);
      expect((await route.call(member.client, ids)).status).toBe(403);
      const otherAnswer = await route.call(other.admin.client, ids);
      expect(otherAnswer.status).toBe(route.otherAdmin);
      if (route.name === "GET /sso") expect(otherAnswer.json.domains).toEqual([]);
      expect(await snapshot(ctx(), accountId)).toEqual(before);
      expect((await ctx().client().get("/api/sso")).status).toBe(401);
    });
  }
});
