// Single sign-on with OpenID Connect against oauth2-mock-server on 127.0.0.1: the sign-in a
// person starts from /auth, each refusal with its code on /auth and its audit entry, a
// replayed state, JIT members on and off, an unverified domain for existing members only,
// and require SSO refusing a password (except the break-glass admin).
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany, signUpUser, TEST_PASSWORD } from "../../test/factories";
import { accountUsers, directoryMembers, users } from "../../db/schema";
import { startFakeOidc, type FakeOidc } from "../../../../dev-servers/fake-oidc/fake-oidc";
import { faultsAndRefusals, OIDC_FAULT_REFUSALS } from "../../../../dev-servers/fake-sso/fault-refusals";
import { addOidcProvider, addVerifiedDomain, markTested, refusalsOf, ssoRoundTrip, uniqueDomain } from "./sso-test-helpers";
import { SSO_REQUIRED_MESSAGE } from "../../../shared/sso/sso-refusals";

let idp: FakeOidc;
beforeAll(async () => {
  idp = await startFakeOidc();
});
afterAll(() => idp.stop());

describeEachDatabase("single sign-on with OpenID Connect", (ctx) => {
  async function companyWithSso(options: { verify?: boolean } = {}) {
    const company = await createCompany(ctx());
    const domain = uniqueDomain();
    if (options.verify !== false) await addVerifiedDomain(ctx(), company.admin.client, domain);
    const providerId = await addOidcProvider(company.admin.client, idp);
    return { ...company, domain, providerId };
  }

  it("signs an existing member of a verified domain in, with a session like a password's", async () => {
    const { accountId, domain } = await companyWithSso();
    const member = await addMember(ctx(), accountId);
    const email = `ada@${domain}`;
    await ctx().deps.db.update(users).set({ email }).where(eq(users.id, member.userId));
    const browser = ctx().client();
    const { location } = await ssoRoundTrip(browser, email);
    expect(location).toBe("/");
    const me = await browser.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.user.email).toBe(email);
    expect(await refusalsOf(ctx(), accountId)).toEqual([]);
  });

  it("refuses a replayed state, an address outside the verified domains, and an unknown person, each audit-logged", async () => {
    const { accountId, domain } = await companyWithSso();
    const member = await addMember(ctx(), accountId);
    await ctx()
      .deps.db.update(users)
      .set({ email: `bo@${domain}` })
      .where(eq(users.id, member.userId));
    const browser = ctx().client();
    const first = await ssoRoundTrip(browser, `bo@${domain}`);
    expect(first.location).toBe("/");
    const replay = await browser.get(first.callbackPath!);
    expect(replay.headers.get("location")).toBe("/auth?sso_error=replayed");

    // An address not on the verified domain picks no provider, so the identity provider is made to assert one.
    idp.misbehave("outside-domain");
    expect((await ssoRoundTrip(ctx().client(), `bo@${domain}`)).location).toBe("/auth?sso_error=outside_domain");
    idp.misbehave(null);
    expect((await ssoRoundTrip(ctx().client(), `new@${domain}`)).location).toBe("/auth?sso_error=unknown_person");

    const reasons = (await refusalsOf(ctx(), accountId)).map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(["replayed", "outside_domain", "unknown_person"]));
    const unknown = (await refusalsOf(ctx(), accountId)).find((r) => r.reason === "unknown_person")!;
    expect(unknown.actor).toBe(`Single sign-on “Test IdP”: new@${domain}`);
    expect(JSON.stringify(unknown.data)).not.toMatch(/eyJ/); // no token in the log
  });

  it("refuses a wrong audience, a wrong issuer, an expired token, a wrong nonce, a token signed with another key or unsigned, and a missing state", async () => {
    const { accountId, domain } = await companyWithSso();
    const member = await addMember(ctx(), accountId);
    const email = `cy@${domain}`;
    await ctx().deps.db.update(users).set({ email }).where(eq(users.id, member.userId));
    const cases = faultsAndRefusals(OIDC_FAULT_REFUSALS);
    for (const [fault, code] of cases) {
      idp.misbehave(fault);
      const browser = ctx().client();
      expect((await ssoRoundTrip(browser, email)).location, fault).toBe(`/auth?sso_error=${code}`);
      expect((await browser.get("/api/me")).status, fault).toBe(401);
    }
    idp.misbehave(null);
    const reasons = (await refusalsOf(ctx(), accountId)).map((r) => r.reason);
    expect(reasons.sort()).toEqual(cases.map(([, code]) => code).sort());
  });

  it("refuses a callback finished in another browser than the one that started it", async () => {
    const { accountId, domain } = await companyWithSso();
    const member = await addMember(ctx(), accountId);
    await ctx()
      .deps.db.update(users)
      .set({ email: `di@${domain}` })
      .where(eq(users.id, member.userId));
    const started = await ctx()
      .client()
      .post("/api/sso/start", { email: `di@${domain}` });
    const idpAnswer = await fetch(started.json.redirectUrl, { redirect: "manual" });
    const back = new URL(idpAnswer.headers.get("location")!);
    const other = ctx().client();
    const res = await other.get(back.pathname + back.search);
    expect(res.headers.get("location")).toBe("/auth?sso_error=state_mismatch");
    expect((await other.get("/api/me")).status).toBe(401);
  });

  it("makes a new member (role member) on first sign-in only when the company asks for it", async () => {
    const { accountId, domain, admin } = await companyWithSso();
    const email = `eve@${domain}`;
    expect((await ssoRoundTrip(ctx().client(), email)).location).toBe("/auth?sso_error=unknown_person");
    expect(
      (await admin.client.request("PUT", "/api/sso/options", { requireSso: false, breakGlassUserId: null, createMembers: true })).status,
    ).toBe(200);
    idp.claims = { given_name: "Eve", family_name: "Example" };
    const browser = ctx().client();
    expect((await ssoRoundTrip(browser, email)).location).toBe("/");
    idp.claims = {};
    const me = await browser.get("/api/me");
    expect(me.json.user.email).toBe(email);
    const [membership] = await ctx().deps.db.select().from(accountUsers).where(eq(accountUsers.userId, me.json.user.id));
    expect(membership).toMatchObject({ accountId, role: "user" });
    // Not a directory's member: SCIM and directory syncs don't own them.
    expect(await ctx().deps.db.select().from(directoryMembers).where(eq(directoryMembers.userId, me.json.user.id))).toEqual([]);
  });

  it("before a domain is verified, signs in only people who are already members", async () => {
    const { accountId, admin } = await companyWithSso({ verify: false });
    await admin.client.request("PUT", "/api/sso/options", { requireSso: false, breakGlassUserId: null, createMembers: true });
    const member = await addMember(ctx(), accountId);
    const browser = ctx().client();
    expect((await ssoRoundTrip(browser, member.email)).location).toBe("/");
    expect((await browser.get("/api/me")).json.user.email).toBe(member.email);
    // An unknown address finds no provider: the same answer as an address of no company.
    const stranger = await ctx().client().post("/api/sso/start", { email: "nobody@unverified.test" });
    const loner = await signUpUser(ctx());
    const noCompany = await ctx().client().post("/api/sso/start", { email: loner.email });
    expect(stranger.status).toBe(404);
    expect(noCompany.status).toBe(404);
    expect(noCompany.json).toEqual(stranger.json);
  });

  it("refuses a deactivated member", async () => {
    const { accountId, domain } = await companyWithSso();
    const member = await addMember(ctx(), accountId);
    await ctx()
      .deps.db.update(users)
      .set({ email: `fi@${domain}` })
      .where(eq(users.id, member.userId));
    await ctx()
      .deps.db.insert(directoryMembers)
      .values({ accountId, userId: member.userId, provider: "scim", externalId: "x", deactivatedAt: new Date() });
    expect((await ssoRoundTrip(ctx().client(), `fi@${domain}`)).location).toBe("/auth?sso_error=member_deactivated");
    expect((await refusalsOf(ctx(), accountId)).map((r) => r.reason)).toEqual(["member_deactivated"]);
  });

  it("never signs in a super admin, whether a member of the company or only on its domain; a password still works for them under require SSO", async () => {
    const { accountId, domain, admin, providerId } = await companyWithSso();
    await markTested(ctx(), providerId);
    const put = await admin.client.request("PUT", "/api/sso/options", { requireSso: true, breakGlassUserId: null, createMembers: true });
    expect(put.status).toBe(200);
    // A super admin who is also a member of the company, and one of the operators' own company.
    const member = await addMember(ctx(), accountId, "super_admin");
    const operators = await createCompany(ctx(), "Operators");
    const operator = await addMember(ctx(), operators.accountId, "super_admin");
    const cases = [
      { userId: member.userId, email: `ops-member@${domain}` },
      { userId: operator.userId, email: `ops@${domain}` },
    ];
    for (const { userId, email } of cases) {
      await ctx().deps.db.update(users).set({ email }).where(eq(users.id, userId));
      const browser = ctx().client();
      expect((await ssoRoundTrip(browser, email)).location, email).toBe("/auth?sso_error=platform_operator");
      expect((await browser.get("/api/me")).status, email).toBe(401);
      const password = await ctx().client().post("/api/session/sign-in", { email, password: TEST_PASSWORD });
      expect(password.status, email).toBe(200);
    }
    const refusals = await refusalsOf(ctx(), accountId);
    expect(refusals.map((r) => r.actor).sort()).toEqual(cases.map(({ email }) => `Single sign-on “Test IdP”: ${email}`).sort());
    expect(refusals.map((r) => r.reason)).toEqual(["platform_operator", "platform_operator"]);
    // Nobody was made a member of the company at that sign-in.
    const [{ n }] = await ctx()
      .deps.db.select({ n: count() })
      .from(accountUsers)
      .where(and(eq(accountUsers.accountId, accountId), eq(accountUsers.userId, operator.userId)));
    expect(n).toBe(0);
  });

  it("under require SSO refuses a password for the verified domain, except the break-glass admin", async () => {
    const { accountId, domain, admin, providerId } = await companyWithSso();
    await markTested(ctx(), providerId);
    const adminEmail = `root@${domain}`;
    await ctx().deps.db.update(users).set({ email: adminEmail }).where(eq(users.id, admin.userId));
    const member = await addMember(ctx(), accountId);
    const memberEmail = `gus@${domain}`;
    await ctx().deps.db.update(users).set({ email: memberEmail }).where(eq(users.id, member.userId));
    const put = await admin.client.request("PUT", "/api/sso/options", {
      requireSso: true,
      breakGlassUserId: admin.userId,
      createMembers: false,
    });
    expect(put.status).toBe(200);
    const refused = await ctx().client().post("/api/session/sign-in", { email: memberEmail, password: TEST_PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toMatchObject({ code: "sso_required", message: SSO_REQUIRED_MESSAGE });
    const breakGlass = await ctx().client().post("/api/session/sign-in", { email: adminEmail, password: TEST_PASSWORD });
    expect(breakGlass.status).toBe(200);
    // The same person still signs in with SSO.
    expect((await ssoRoundTrip(ctx().client(), memberEmail)).location).toBe("/");
  });
});
