// API keys: made by an admin in the web app (shown once, stored hashed, audit-logged without
// the key), used as `Authorization: Bearer` on every route an admin may call with one, with
// the key's scope, for the key's company only; refused on the super admin's, session and
// personal routes and on the key routes; 401 once revoked, expired or orphaned; 423 when the
// company is suspended. Decision 031.
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { addMember, createCompany, setAccountStatus } from "../../test/factories";
import { accountUsers, apiKeys, auditLog } from "../../db/schema";
import { forgetAll, forgetUser } from "../../auth/session-cache";
import { makeKey, withKey } from "./api-key-test-helpers";

const office = { locationName: "Lisbon", address: "Rua Augusta 1", phoneNumber: "+351 21 000 0000" };
const entriesOf = (ctx: TestContext, accountId: string) =>
  ctx.deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId)).orderBy(auditLog.id);

describeEachDatabase("API keys", (ctx) => {
  it("makes a key that is shown once, stored as a hash, listed by prefix and creator, audit-logged without the key", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Keys");
    const made = await admin.client.post("/api/api-keys", { name: "HR sync", scope: "read", expiresAt: "2031-06-01T12:00:00+02:00" });
    expect(made.status).toBe(201);
    const key: string = made.json.key;
    expect(key).toMatch(/^sgnt_[A-Za-z0-9_-]{43}$/);
    expect(made.json.apiKey).toMatchObject({
      name: "HR sync",
      scope: "read",
      prefix: key.slice(0, 13),
      expiresAt: "2031-06-01T10:00:00.000Z",
      lastUsedAt: null,
      createdBy: { userId: admin.userId, email: admin.email },
    });

    const [row] = await ctx().deps.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId));
    expect(row.keyHash).toBe(createHash("sha256").update(key).digest("hex"));
    const list = await admin.client.get("/api/api-keys");
    expect(list.json.apiKeys.map((k: { prefix: string }) => k.prefix)).toEqual([key.slice(0, 13)]);
    expect(list.text).not.toContain(key);

    const [entry] = await entriesOf(ctx(), accountId);
    expect(entry).toMatchObject({ action: "api_key.created", targetLabel: "HR sync", actorUserId: admin.userId, apiKeyId: null });
    expect(JSON.stringify(entry)).not.toContain(key);
    expect(JSON.stringify(entry)).toContain(key.slice(0, 13));
  });

  it("acts for the company as its admin: reads and writes with a write key, only reads with a read key", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Scopes");
    const writer = withKey(ctx(), (await makeKey(admin.client, { name: "CRM", scope: "write" })).key);
    const reader = withKey(ctx(), (await makeKey(admin.client, { name: "Reports", scope: "read" })).key);

    const created = await writer.send("POST", "/api/offices", office);
    expect(created.status, created.text).toBe(201);
    expect((await reader.get("/api/offices")).json.offices.map((o: { id: string }) => o.id)).toEqual([created.json.office.id]);
    expect((await reader.get("/api/team")).status).toBe(200);
    for (const [method, path, body] of [
      ["POST", "/api/offices", office],
      ["PUT", `/api/offices/${created.json.office.id}`, office],
      ["DELETE", `/api/offices/${created.json.office.id}`, undefined],
      ["POST", "/api/templates/check", { html: "<p>Hi</p>" }],
    ] as const) {
      const refused = await reader.send(method, path, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(refused.json.error.code).toBe("api_key_read_only");
      expect(refused.json.error.message).toContain('"Reports"');
    }

    // The change is the admin's, through the key.
    const entries = await entriesOf(ctx(), accountId);
    expect(entries.find((e) => e.action === "office.created")).toMatchObject({
      actorUserId: admin.userId,
      actorEmail: admin.email,
      apiKeyName: "CRM",
    });
    const activity = await admin.client.get("/api/audit-log?action=office.created");
    expect(activity.json.entries[0].apiKey).toEqual({ id: expect.any(String), name: "CRM" });
  });

  it("answers every key request with its RateLimit fields, and notes the key's last use", async () => {
    const { admin } = await createCompany(ctx(), "Fields");
    const { key, id } = await makeKey(admin.client);
    const res = await withKey(ctx(), key).get("/api/offices");
    expect(res.headers.get("ratelimit-policy")).toBe('"api-key";q=1000000;w=60');
    expect(res.headers.get("ratelimit")).toMatch(/^"api-key";r=\d+;t=\d+$/);
    const refused = await withKey(ctx(), key).get("/api/me");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("ratelimit")).toMatch(/^"api-key";r=\d+;t=\d+$/);
    const listed = (await admin.client.get("/api/api-keys")).json.apiKeys.find((k: { id: string }) => k.id === id);
    expect(listed.lastUsedAt).toEqual(expect.any(String));
    expect(listed.lastUsedIp).toEqual(expect.any(String));
  });

  it("hides another company's objects behind 404, as for a session, and changes nothing of it", async () => {
    const a = await createCompany(ctx(), "Key A");
    const b = await createCompany(ctx(), "Key B");
    const theirs = (await b.admin.client.post("/api/offices", office)).json.office.id as string;
    const mine = withKey(ctx(), (await makeKey(a.admin.client)).key);
    expect((await mine.get(`/api/offices/${theirs}`)).status).toBe(404);
    expect((await mine.send("PUT", `/api/offices/${theirs}`, { ...office, locationName: "Taken" })).status).toBe(404);
    expect((await mine.send("DELETE", `/api/offices/${theirs}`)).status).toBe(404);
    expect((await mine.get("/api/offices")).json.offices).toEqual([]);
    expect((await b.admin.client.get(`/api/offices/${theirs}`)).json.office.locationName).toBe("Lisbon");
  });

  it("is refused on the super admin's, session, account-settings and personal routes, and can't make keys", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Refused");
    // Even a super admin's key: keys act as an admin of their company, never beyond.
    await ctx().deps.db.update(accountUsers).set({ role: "super_admin" }).where(eq(accountUsers.userId, admin.userId));
    forgetUser(ctx().deps.db, admin.userId);
    const { key, id } = await makeKey(admin.client);
    const client = withKey(ctx(), key);
    for (const [method, path, body] of [
      ["GET", "/api/admin/accounts", undefined],
      ["GET", `/api/admin/accounts/${accountId}`, undefined],
      ["GET", "/api/admin/templates", undefined],
      ["GET", "/api/me", undefined],
      ["GET", "/api/session", undefined],
      ["POST", "/api/session/sign-out", {}],
      ["POST", "/api/session/sign-in", { email: admin.email, password: "Test-password-1" }],
      ["POST", "/api/session/send-otp", { email: admin.email }],
      ["GET", "/api/account-settings/sessions", undefined],
      [
        "POST",
        "/api/account-settings/password",
        { currentPassword: "x", newPassword: "Another-pass-9", confirmPassword: "Another-pass-9" },
      ],
      ["GET", "/api/profile", undefined],
      ["GET", "/api/signature", undefined],
      ["GET", "/api/campaign-selections", undefined],
      ["GET", "/api/getting-started", undefined],
      ["POST", "/api/onboarding", {}],
      ["GET", "/api/api-keys", undefined],
      ["POST", "/api/api-keys", { name: "Another", scope: "write" }],
      ["DELETE", `/api/api-keys/${id}`, undefined],
    ] as const) {
      const res = await client.send(method, path, body);
      expect(`${method} ${path} ${res.status} ${res.json?.error?.code}`).toBe(`${method} ${path} 403 api_key_not_allowed`);
    }
    const keys = await ctx().deps.db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId));
    expect(keys.map((k) => [k.id, k.revokedAt])).toEqual([[id, null]]);
    // Public routes stay public with a key.
    expect((await client.get("/api/config")).status).toBe(200);
  });

  it("answers 401 to an unknown, revoked or expired key, saying which", async () => {
    const { admin } = await createCompany(ctx(), "Ended keys");
    const unknown = await withKey(ctx(), `sgnt_${"A".repeat(43)}`).get("/api/offices");
    expect(unknown.status).toBe(401);
    expect(unknown.json.error).toMatchObject({ code: "api_key_invalid", message: expect.stringContaining("not valid") });
    expect((await withKey(ctx(), "not-a-key").get("/api/config")).status).toBe(401);

    const revoked = await makeKey(admin.client, { name: "Old sync" });
    expect((await withKey(ctx(), revoked.key).get("/api/offices")).status).toBe(200);
    const revoke = await admin.client.delete(`/api/api-keys/${revoked.id}`);
    expect(revoke.status).toBe(200);
    const after = await withKey(ctx(), revoked.key).get("/api/offices");
    expect(after.status).toBe(401);
    expect(after.json.error).toMatchObject({ code: "api_key_revoked", message: expect.stringContaining('("Old sync") was revoked') });
    expect((await admin.client.get("/api/api-keys")).json.apiKeys.map((k: { id: string }) => k.id)).not.toContain(revoked.id);
    expect((await admin.client.delete(`/api/api-keys/${revoked.id}`)).status).toBe(404);

    const expiring = await makeKey(admin.client, { name: "Short", expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await withKey(ctx(), expiring.key).get("/api/offices")).status).toBe(200);
    await ctx()
      .deps.db.update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(apiKeys.id, expiring.id));
    forgetAll(ctx().deps.db);
    const expired = await withKey(ctx(), expiring.key).get("/api/offices");
    expect(expired.status).toBe(401);
    expect(expired.json.error).toMatchObject({ code: "api_key_expired", message: expect.stringContaining('("Short") expired on') });
  });

  it("stops working when its admin no longer manages the company", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Orphans");
    const other = await addMember(ctx(), accountId, "admin");
    const { key } = await makeKey(other.client, { name: "Theirs" });
    expect((await withKey(ctx(), key).get("/api/offices")).status).toBe(200);
    expect((await admin.client.request("PUT", `/api/team/members/${other.userId}/role`, { role: "user" })).status).toBe(200);
    const res = await withKey(ctx(), key).get("/api/offices");
    expect(res.status).toBe(401);
    expect(res.json.error.code).toBe("api_key_creator_gone");
  });

  it("answers 423 to the keys of a suspended or pending company", async () => {
    const { accountId, admin } = await createCompany(ctx(), "Suspended");
    const client = withKey(ctx(), (await makeKey(admin.client)).key);
    await setAccountStatus(ctx(), accountId, "suspended");
    const suspended = await client.get("/api/offices");
    expect(suspended.status).toBe(423);
    expect(suspended.json.error.code).toBe("account_suspended");
    await setAccountStatus(ctx(), accountId, "pending_activation");
    expect((await client.send("POST", "/api/offices", office)).status).toBe(423);
    await setAccountStatus(ctx(), accountId, "active");
    expect((await client.get("/api/offices")).status).toBe(200);
  });

  it("passes the cross-site check without a cookie; with a cookie the check holds, and the key alone decides", async () => {
    const { admin } = await createCompany(ctx(), "Origins");
    const writeKey = (await makeKey(admin.client, { scope: "write" })).key;
    const readKey = (await makeKey(admin.client, { scope: "read" })).key;
    const evil = { origin: "https://evil.example" };

    // A server calling with a key: no cookie, any origin (or none).
    expect((await withKey(ctx(), writeKey).send("POST", "/api/offices", office, evil)).status).toBe(201);
    // A cookie and a key from another site: refused like any cross-site write with a cookie.
    const crossSite = await admin.client.request("POST", "/api/offices", office, { authorization: `Bearer ${writeKey}`, ...evil });
    expect(crossSite.status).toBe(403);
    expect(crossSite.json.error.code).toBe("csrf_rejected");
    // Same site, the admin's cookie and a read key: the key decides, so it may only read.
    const sameSite = await admin.client.request("POST", "/api/offices", office, {
      authorization: `Bearer ${readKey}`,
      origin: new URL(TEST_BASE_URL).origin,
    });
    expect(sameSite.status).toBe(403);
    expect(sameSite.json.error.code).toBe("api_key_read_only");
    // A bad key beside a good cookie is 401: the cookie is not read.
    expect((await admin.client.request("GET", "/api/me", undefined, { authorization: "Bearer sgnt_wrong" })).status).toBe(401);
    expect((await admin.client.get("/api/me")).status).toBe(200);
  });

  it("checks what an admin sends: a name, a scope and a future RFC 3339 expiry", async () => {
    const { admin } = await createCompany(ctx(), "Key input");
    const bad = async (body: unknown) => (await admin.client.post("/api/api-keys", body)).json.error;
    expect((await bad({ name: " ", scope: "read" })).fields).toHaveProperty("name");
    expect((await bad({ name: "x".repeat(101), scope: "read" })).fields).toHaveProperty("name");
    expect((await bad({ name: "Sync", scope: "admin" })).fields).toHaveProperty("scope");
    expect((await bad({ name: "Sync", scope: "read", expiresAt: "2020-01-01T00:00:00Z" })).fields.expiresAt).toBe(
      "The expiry must be in the future",
    );
    expect((await bad({ name: "Sync", scope: "read", expiresAt: "next tuesday" })).fields.expiresAt).toContain("RFC 3339");
    expect(
      (await admin.client.post("/api/api-keys", { name: "No expiry", scope: "read", expiresAt: null })).json.apiKey.expiresAt,
    ).toBeNull();
  });

  it("isolation: a member may not list, make or revoke keys; another company's admin gets 404 and the key keeps working", async () => {
    const a = await createCompany(ctx(), "Iso A");
    const b = await createCompany(ctx(), "Iso B");
    const member = await addMember(ctx(), a.accountId, "user");
    const { key, id } = await makeKey(a.admin.client, { name: "A's key" });

    expect((await member.client.get("/api/api-keys")).status).toBe(403);
    expect((await member.client.post("/api/api-keys", { name: "Mine", scope: "write" })).status).toBe(403);
    expect((await member.client.delete(`/api/api-keys/${id}`)).status).toBe(403);
    expect((await b.admin.client.delete(`/api/api-keys/${id}`)).status).toBe(404);
    expect((await b.admin.client.get("/api/api-keys")).json.apiKeys).toEqual([]);
    expect((await ctx().client().get("/api/api-keys")).status).toBe(401);

    expect((await withKey(ctx(), key).get("/api/offices")).status).toBe(200);
    const [row] = await ctx().deps.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row.revokedAt).toBeNull();
    expect((await a.admin.client.get("/api/api-keys")).json.apiKeys.map((k: { name: string }) => k.name)).toEqual(["A's key"]);
  });
});
