// Who may call /scim/v2 and what they see: a token sees its own company only (another
// company's users and groups are 404 or absent from lists, and nothing of theirs changes),
// a revoked or missing token is 401, a company that is not active is 403, and a token past
// its rate is 429 with Retry-After, each in SCIM's error message.
import { expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { setAccountStatus } from "../../test/factories";
import { accountUsers, auditLog, departments, directoryMembers, profiles, rateLimits } from "../../db/schema";
import { rateLimitKey } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { provisionedCompany, scimCaller } from "./scim-test-client";

const ERROR = "urn:ietf:params:scim:api:messages:2.0:Error";
const PATCH = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

async function snapshot(ctx: TestContext, accountId: string) {
  const { db } = ctx.deps;
  return {
    members: await db.select().from(accountUsers).where(eq(accountUsers.accountId, accountId)).orderBy(accountUsers.userId),
    links: await db.select().from(directoryMembers).where(eq(directoryMembers.accountId, accountId)).orderBy(directoryMembers.userId),
    departments: await db.select().from(departments).where(eq(departments.accountId, accountId)).orderBy(departments.id),
    profiles: await db
      .select({ id: profiles.id, firstName: profiles.firstName, departmentId: profiles.departmentId, updatedAt: profiles.updatedAt })
      .from(profiles)
      .innerJoin(accountUsers, eq(accountUsers.userId, profiles.id))
      .where(eq(accountUsers.accountId, accountId))
      .orderBy(profiles.id),
    audits: (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.accountId, accountId))).length,
  };
}

describeEachDatabase("SCIM: tokens and isolation", (ctx) => {
  it("a token of one company sees nothing of another's, and changes nothing of it", async () => {
    const first = await provisionedCompany(ctx(), "First");
    const ada = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const user = await first.scim("POST", "/Users", { userName: ada, name: { givenName: "Ada" } });
    const group = await first.scim("POST", "/Groups", { displayName: "Research", members: [{ value: user.json.id }] });
    expect([user.status, group.status]).toEqual([201, 201]);
    const other = await provisionedCompany(ctx(), "Other");
    const before = await snapshot(ctx(), first.accountId);

    const users = await other.scim("GET", "/Users");
    expect(users.json.Resources.map((u: { id: string }) => u.id)).toEqual([other.admin.userId]);
    expect((await other.scim("GET", `/Users?filter=userName eq "${ada}"`)).json.totalResults).toBe(0);
    expect((await other.scim("GET", `/Users?filter=id eq "${user.json.id}"`)).json.totalResults).toBe(0);
    expect((await other.scim("GET", "/Groups")).json.totalResults).toBe(0);
    expect((await other.scim("GET", `/Groups?filter=displayName eq "Research"`)).json.totalResults).toBe(0);
    const attempts = [
      await other.scim("GET", `/Users/${user.json.id}`),
      await other.scim("PUT", `/Users/${user.json.id}`, { userName: ada, active: false }),
      await other.scim("PATCH", `/Users/${user.json.id}`, {
        schemas: [PATCH],
        Operations: [{ op: "replace", path: "active", value: false }],
      }),
      await other.scim("DELETE", `/Users/${user.json.id}`),
      await other.scim("GET", `/Groups/${group.json.id}`),
      await other.scim("PUT", `/Groups/${group.json.id}`, { displayName: "Taken over", members: [] }),
      await other.scim("PATCH", `/Groups/${group.json.id}`, { schemas: [PATCH], Operations: [{ op: "remove", path: "members" }] }),
      await other.scim("DELETE", `/Groups/${group.json.id}`),
    ];
    for (const res of attempts) expect(res.json).toMatchObject({ schemas: [ERROR], status: "404" });
    // Adding the first company's member to the other's group names a user it doesn't have.
    const mine = await other.scim("POST", "/Groups", { displayName: "Mine" });
    const grab = await other.scim("PATCH", `/Groups/${mine.json.id}`, {
      schemas: [PATCH],
      Operations: [{ op: "add", path: "members", value: [{ value: user.json.id }] }],
    });
    expect(grab.json).toMatchObject({ status: "400", scimType: "invalidValue" });
    // Creating a user with the first company's member's address is a uniqueness error.
    const taken = await other.scim("POST", "/Users", { userName: ada });
    expect(taken.json).toMatchObject({ schemas: [ERROR], status: "409", scimType: "uniqueness" });
    expect(taken.json.detail).toMatch(/another company/);

    expect(await snapshot(ctx(), first.accountId)).toEqual(before);
  });

  it("refuses a missing, malformed or revoked token with 401, in SCIM's error message", async () => {
    const company = await provisionedCompany(ctx());
    expect((await company.scim("GET", "/Users")).status).toBe(200);
    const anonymous = await ctx().app.request("/scim/v2/Users");
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(await anonymous.json()).toMatchObject({ schemas: [ERROR], status: "401" });
    for (const token of ["nonsense", `${company.token}x`, company.token.slice(0, -1) + (company.token.endsWith("A") ? "B" : "A")])
      expect((await scimCaller(ctx(), token)("GET", "/Users")).json).toMatchObject({ status: "401" });

    expect((await company.admin.client.delete(`/api/provisioning/tokens/${company.tokenId}`)).status).toBe(204);
    const revoked = await company.scim("GET", "/Users");
    expect(revoked.status).toBe(401);
    expect(revoked.json).toMatchObject({ schemas: [ERROR], status: "401", detail: expect.stringMatching(/revoked/) });
  });

  it("a suspended company's token gets 403 and changes nothing; active again, it works", async () => {
    const company = await provisionedCompany(ctx());
    const created = await company.scim("POST", "/Users", { userName: `kept-${crypto.randomUUID().slice(0, 8)}@example.com` });
    await setAccountStatus(ctx(), company.accountId, "suspended");
    const before = await snapshot(ctx(), company.accountId);
    for (const res of [
      await company.scim("GET", "/Users"),
      await company.scim("DELETE", `/Users/${created.json.id}`),
      await company.scim("POST", "/Groups", { displayName: "While suspended" }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ schemas: [ERROR], status: "403", detail: expect.stringMatching(/suspended/) });
    }
    expect(await snapshot(ctx(), company.accountId)).toEqual(before);
    await setAccountStatus(ctx(), company.accountId, "pending_activation");
    expect((await company.scim("GET", "/Users")).json.detail).toMatch(/waiting for activation/);
    await setAccountStatus(ctx(), company.accountId, "active");
    expect((await company.scim("GET", `/Users/${created.json.id}`)).status).toBe(200);
  });

  it("limits each token: past its rate, 429 with Retry-After in SCIM's error message; another token has its own count", async () => {
    const company = await provisionedCompany(ctx());
    const second = await company.admin.client.post("/api/provisioning/tokens", { name: "Okta" });
    const rule = RATE_LIMITS.scimPerToken;
    await ctx()
      .deps.db.insert(rateLimits)
      .values({ key: rateLimitKey(rule, company.tokenId), count: rule.max, resetAt: sql`now() + interval '30 seconds'` });
    const limited = await company.scim("GET", "/Users");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json).toMatchObject({ schemas: [ERROR], status: "429", detail: expect.stringMatching(/Retry-After/) });
    expect((await scimCaller(ctx(), second.json.secret)("GET", "/Users")).status).toBe(200);
  });

  it("notes when a token was last used, at most once a minute", async () => {
    const company = await provisionedCompany(ctx());
    const listed = async () => (await company.admin.client.get("/api/provisioning")).json.tokens[0].lastUsedAt;
    expect(await listed()).toBeNull();
    await company.scim("GET", "/ServiceProviderConfig");
    const first = await listed();
    expect(first).not.toBeNull();
    await company.scim("GET", "/ServiceProviderConfig");
    expect(await listed()).toBe(first);
  });
});
