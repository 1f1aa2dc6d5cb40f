// Provisioning tokens under /api/provisioning: made by admins, shown once and stored only
// as a SHA-256, listed by prefix with who made them and when they were last used, revoked;
// audit-logged without the token. Every route: an admin gets through, a member 403,
// another company's admin 404 for this company's ids (or only their own list), no session
// 401, and nothing of the first company changes.
import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestClient, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, scimTokens } from "../../db/schema";
import { SCIM_TOKENS_MAX } from "../../../shared/scim/scim-token-schema";
import { scimCaller } from "./scim-test-client";
import { SCIM_MESSAGES } from "./scim-auth";

async function snapshot(ctx: TestContext, accountId: string) {
  const { db } = ctx.deps;
  return {
    tokens: await db.select().from(scimTokens).where(eq(scimTokens.accountId, accountId)).orderBy(scimTokens.id),
    audits: (await db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.accountId, accountId))).length,
  };
}

type RouteCase = {
  name: string;
  call: (client: TestClient, tokenId: string) => ReturnType<TestClient["request"]>;
  ok: number;
  otherAdmin: number;
};
const routes: RouteCase[] = [
  { name: "GET /provisioning", call: (c) => c.get("/api/provisioning"), ok: 200, otherAdmin: 200 },
  { name: "POST /provisioning/tokens", call: (c) => c.post("/api/provisioning/tokens", { name: "Okta" }), ok: 201, otherAdmin: 201 },
  { name: "DELETE /provisioning/tokens/:id", call: (c, id) => c.delete(`/api/provisioning/tokens/${id}`), ok: 204, otherAdmin: 404 },
];

describeEachDatabase("provisioning tokens", (ctx) => {
  it("shows a new token once, keeps only its hash, lists it by prefix and creator, and audit-logs without it", async () => {
    const { admin, accountId } = await createCompany(ctx());
    const made = await admin.client.post("/api/provisioning/tokens", { name: "  Microsoft Entra ID  " });
    expect(made.status).toBe(201);
    const secret: string = made.json.secret;
    expect(secret).toMatch(/^scim_[A-Za-z0-9_-]{43}$/);
    expect(made.json.token).toMatchObject({
      name: "Microsoft Entra ID",
      prefix: secret.slice(0, 13),
      createdBy: admin.email,
      status: "active",
      lastUsedAt: null,
    });

    const listed = await admin.client.get("/api/provisioning");
    expect(listed.json.baseUrl).toBe("http://localhost:3999/scim/v2");
    expect(listed.json.tokens).toEqual([made.json.token]);
    expect(listed.text).not.toContain(secret);
    const [row] = await ctx().deps.db.select().from(scimTokens).where(eq(scimTokens.accountId, accountId));
    expect(row.tokenHash).toBe(createHash("sha256").update(secret).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(secret);

    expect((await admin.client.delete(`/api/provisioning/tokens/${row.id}`)).status).toBe(204);
    expect((await admin.client.get("/api/provisioning")).json.tokens).toEqual([]);
    const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
    const kinds = entries.map((e) => e.action);
    expect(kinds).toEqual(expect.arrayContaining(["provisioning.token_created", "provisioning.token_revoked"]));
    expect(JSON.stringify(entries)).not.toContain(secret.slice(13));
  });

  it("stops a token when the admin who made it is demoted or removed, and the list says whose it is and why it stopped", async () => {
    const { admin, accountId } = await createCompany(ctx(), "Token owners");
    const demoted = await addMember(ctx(), accountId, "admin");
    const removed = await addMember(ctx(), accountId, "admin");
    const make = async (client: TestClient, name: string) => {
      const made = await client.post("/api/provisioning/tokens", { name });
      expect(made.status).toBe(201);
      return { id: made.json.token.id as string, scim: scimCaller(ctx(), made.json.secret) };
    };
    const own = await make(admin.client, "Admin's");
    const theirs = await make(demoted.client, "Okta");
    const gone = await make(removed.client, "Entra");
    for (const token of [own, theirs, gone]) expect((await token.scim("GET", "/Users")).status).toBe(200);

    expect((await admin.client.request("PUT", `/api/team/members/${demoted.userId}/role`, { role: "user" })).status).toBe(200);
    expect((await admin.client.delete(`/api/team/members/${removed.userId}`)).status).toBe(204);

    for (const token of [theirs, gone]) {
      const refused = await token.scim("GET", "/Users");
      expect(refused.status).toBe(401);
      expect(refused.json.detail).toBe(SCIM_MESSAGES.creatorNotAdmin);
      expect((await token.scim("POST", "/Users", { userName: "new.person@example.com" })).status).toBe(401);
    }
    expect((await own.scim("GET", "/Users")).status).toBe(200);

    const listed = (await admin.client.get("/api/provisioning")).json.tokens;
    expect(listed.map((t: { name: string; createdBy: string; status: string }) => [t.name, t.createdBy, t.status])).toEqual([
      ["Admin's", admin.email, "active"],
      ["Okta", demoted.email, "creator_not_admin"],
      ["Entra", removed.email, "creator_not_admin"],
    ]);

    // Made an admin again, their token works again: the rule is the creator's role now.
    expect((await admin.client.request("PUT", `/api/team/members/${demoted.userId}/role`, { role: "admin" })).status).toBe(200);
    expect((await theirs.scim("GET", "/Users")).status).toBe(200);
  });

  it("refuses a blank or long name, naming the field, and more than the cap", async () => {
    const { admin } = await createCompany(ctx());
    for (const name of ["", "   ", "x".repeat(61)]) {
      const res = await admin.client.post("/api/provisioning/tokens", { name });
      expect(res.status, name).toBe(400);
      expect(Object.keys(res.json.error.fields)).toEqual(["name"]);
    }
    for (let i = 0; i < SCIM_TOKENS_MAX; i++)
      expect((await admin.client.post("/api/provisioning/tokens", { name: `T${i}` })).status).toBe(201);
    const over = await admin.client.post("/api/provisioning/tokens", { name: "One too many" });
    expect(over.status).toBe(409);
    expect(over.json.error.message).toMatch(/at most 10/);
  });

  for (const route of routes) {
    it(`${route.name}: admin ${route.ok}, member 403, other admin ${route.otherAdmin}, no session 401`, async () => {
      const first = await createCompany(ctx());
      const made = await first.admin.client.post("/api/provisioning/tokens", { name: "Entra" });
      const tokenId: string = made.json.token.id;
      const member = await addMember(ctx(), first.accountId);
      const other = await createCompany(ctx());
      const before = await snapshot(ctx(), first.accountId);

      expect((await route.call(member.client, tokenId)).status).toBe(403);
      expect((await route.call(ctx().client(), tokenId)).status).toBe(401);
      const foreign = await route.call(other.admin.client, tokenId);
      expect(foreign.status).toBe(route.otherAdmin);
      if (route.name === "GET /provisioning") expect(foreign.json.tokens).toEqual([]);
      expect(await snapshot(ctx(), first.accountId)).toEqual(before);

      expect((await route.call(first.admin.client, tokenId)).status).toBe(route.ok);
    });
  }

  it("answers 404 for a token id that names nothing", async () => {
    const { admin } = await createCompany(ctx());
    expect((await admin.client.delete(`/api/provisioning/tokens/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.client.delete("/api/provisioning/tokens/not-a-uuid")).status).toBe(404);
  });
});
