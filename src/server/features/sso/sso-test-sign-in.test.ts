// Setting up single sign-on safely: the values to register at the identity provider come before
// the provider is saved (a draft id the provider is then added with); "Test sign-in" checks the
// provider's answer like a sign-in's but signs nobody in, and "Require SSO" waits for a passed
// test; a company with two enabled providers lets the person choose.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, ssoProviders, users } from "../../db/schema";
import { startFakeOidc, type FakeOidc } from "../../../../dev-servers/fake-oidc/fake-oidc";
import { addOidcProvider, addVerifiedDomain, ssoRoundTrip, testSignIn, uniqueDomain } from "./sso-test-helpers";
import { SSO_FIELD_MESSAGES } from "../../../shared/sso/sso-schema";

let idp: FakeOidc;
beforeAll(async () => {
  idp = await startFakeOidc();
});
afterAll(() => idp.stop());

const OPTIONS_ON = { requireSso: true, breakGlassUserId: null, createMembers: false };

describeEachDatabase("single sign-on: set up before saving, test sign-in, choosing a provider", (ctx) => {
  async function companyOnDomain() {
    const company = await createCompany(ctx());
    const domain = uniqueDomain();
    await addVerifiedDomain(ctx(), company.admin.client, domain);
    return { ...company, domain };
  }

  it("answers the URLs to register before the provider is saved; the provider added with that id has them", async () => {
    const { admin } = await createCompany(ctx());
    const draft = await admin.client.get("/api/sso/provider-draft");
    expect(draft.status).toBe(200);
    const { id } = draft.json;
    expect(draft.json).toEqual({
      id,
      oidc: { redirectUri: `http://localhost:3999/api/sso/oidc/${id}/callback` },
      saml: {
        entityId: `http://localhost:3999/api/sso/saml/${id}/metadata`,
        acsUrl: `http://localhost:3999/api/sso/saml/${id}/acs`,
        metadataUrl: `http://localhost:3999/api/sso/saml/${id}/metadata`,
      },
    });
    const body = { id, kind: "oidc", name: "Okta", issuer: idp.url, clientId: "signetTestClient", clientSecret: "s" };
    const added = await admin.client.post("/api/sso/providers", body);
    expect(added.status, added.text).toBe(201);
    expect(added.json).toMatchObject({ id, testedAt: null, serviceProvider: { redirectUri: draft.json.oidc.redirectUri } });
    // The same form sent twice adds nothing more; an id that isn't one is named.
    const twice = await admin.client.post("/api/sso/providers", body);
    expect(twice.status).toBe(409);
    expect(twice.json.error.message).toBe(SSO_FIELD_MESSAGES.providerIdTaken);
    const bad = await admin.client.post("/api/sso/providers", { ...body, id: "not-a-uuid" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.id).toBe(SSO_FIELD_MESSAGES.providerId);
    expect(await ctx().deps.db.select().from(ssoProviders).where(eq(ssoProviders.id, id))).toHaveLength(1);
  });

  it("Require SSO waits for a passed test sign-in, which signs nobody in; an edit of what sign-in uses asks for another", async () => {
    const { admin, accountId, domain } = await companyOnDomain();
    await ctx()
      .deps.db.update(users)
      .set({ email: `root@${domain}` })
      .where(eq(users.id, admin.userId));
    const providerId = await addOidcProvider(admin.client, idp);

    const early = await admin.client.request("PUT", "/api/sso/options", OPTIONS_ON);
    expect(early.status).toBe(400);
    expect(early.json.error.fields.requireSso).toBe(SSO_FIELD_MESSAGES.requireSsoUntested);

    const sessionBefore = (await admin.client.get("/api/me")).json;
    const { started, location } = await testSignIn(admin.client, providerId);
    expect(started.status).toBe(200);
    expect(location).toBe("/company-settings?tab=security&sso_test=ok");
    // The admin's own session goes on; no new session was made for anyone.
    expect((await admin.client.get("/api/me")).json.user).toEqual(sessionBefore.user);
    const settings = await admin.client.get("/api/sso");
    expect(settings.json.providers[0]).toMatchObject({ id: providerId, testedEmail: `root@${domain}` });
    expect(settings.json.providers[0].testedAt).not.toBeNull();
    const [audit] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "sso.provider_tested")));
    expect(audit).toMatchObject({ actorUserId: admin.userId, targetId: providerId });

    expect((await admin.client.request("PUT", "/api/sso/options", OPTIONS_ON)).status).toBe(200);

    // A new issuer is untested: the test recorded is gone.
    const edited = await admin.client.request("PUT", `/api/sso/providers/${providerId}`, {
      kind: "oidc",
      name: "Renamed",
      issuer: `${idp.url}/`,
      clientId: "anotherClient",
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ name: "Renamed", testedAt: null, testedEmail: null });
  });

  it("a test sign-in the company would refuse comes back with the reason and records no pass", async () => {
    const { admin, accountId } = await companyOnDomain();
    // The admin's address is not on the verified domain: a sign-in as them would be refused.
    const providerId = await addOidcProvider(admin.client, idp);
    const { location } = await testSignIn(admin.client, providerId);
    expect(location).toBe("/company-settings?tab=security&sso_test=outside_domain");
    const [row] = await ctx().deps.db.select().from(ssoProviders).where(eq(ssoProviders.id, providerId));
    expect(row.testedAt).toBeNull();
    const refusals = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "sso.sign_in_refused")));
    expect(refusals.map((r) => (r.data as { test?: boolean; reason: string }).reason)).toEqual(["outside_domain"]);
    expect((await admin.client.request("PUT", "/api/sso/options", OPTIONS_ON)).status).toBe(400);
  });

  it("with two enabled providers the sign-in answers both to choose from, then starts the chosen one", async () => {
    const { admin, accountId, domain } = await companyOnDomain();
    const first = await addOidcProvider(admin.client, idp, "firstClient");
    const second = await addOidcProvider(admin.client, idp, "signetTestClient");
    const member = await addMember(ctx(), accountId);
    const email = `ada@${domain}`;
    await ctx().deps.db.update(users).set({ email }).where(eq(users.id, member.userId));

    const browser = ctx().client();
    const asked = await browser.post("/api/sso/start", { email });
    expect(asked.status).toBe(200);
    expect(asked.json).toEqual({
      redirectUrl: null,
      providers: [
        { id: first, name: "Test IdP" },
        { id: second, name: "Test IdP" },
      ],
    });
    expect(asked.headers.get("set-cookie")).toBeNull();
    const chosen = await browser.post("/api/sso/start", { email, providerId: second });
    expect(chosen.status).toBe(200);
    expect(chosen.json.providers).toEqual([]);
    expect(new URL(chosen.json.redirectUrl).searchParams.get("client_id")).toBe("signetTestClient");

    // Another company's provider is not one to choose.
    const other = await createCompany(ctx());
    const theirs = await addOidcProvider(other.admin.client, idp);
    expect((await browser.post("/api/sso/start", { email, providerId: theirs })).status).toBe(404);

    // One provider disabled: straight to the other, as before.
    const off = await admin.client.request("PUT", `/api/sso/providers/${first}`, {
      kind: "oidc",
      name: "Test IdP",
      enabled: false,
      issuer: idp.url,
      clientId: "firstClient",
    });
    expect(off.status).toBe(200);
    expect((await ssoRoundTrip(ctx().client(), email)).location).toBe("/");
  });
});
