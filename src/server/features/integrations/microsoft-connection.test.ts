import { afterAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, integrations } from "../../db/schema";
import { startFakeMicrosoft, type FakeMicrosoft } from "../../../../dev-servers/fake-microsoft/fake-microsoft";

// Started before the suites are declared: the app's settings name its address.
const fake: FakeMicrosoft = await startFakeMicrosoft();
afterAll(() => fake.close());

let tenants = 0;
/** A tenant of its own with one app registration (consented unless told otherwise). */
function newTenant(consented = true) {
  const domain = `tenant${++tenants}-${Date.now().toString(36)}.onmicrosoft.test`;
  const tenantId = fake.addTenant({ domain });
  const app = fake.registerApp(tenantId, { consented });
  return { tenantId, domain, ...app, body: { tenantId, clientId: app.clientId, clientSecret: app.secret } };
}

async function connected(ctx: TestContext, consented = true) {
  const company = await createCompany(ctx);
  const tenant = newTenant(consented);
  const res = await company.admin.client.request("PUT", "/api/integrations/microsoft", tenant.body);
  if (res.status !== 200) throw new Error(res.text);
  return { ...company, tenant };
}

describeEachDatabase(
  "Microsoft 365 connection",
  (ctx) => {
    it("connects with a tenant, client id and secret, stores the secret sealed, and never answers or audits it", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const before = await admin.client.get("/api/integrations/microsoft");
      expect(before.json.microsoft).toEqual({ connected: false, permission: "User.Read.All" });
      const tenant = newTenant();
      const res = await admin.client.request("PUT", "/api/integrations/microsoft", {
        ...tenant.body,
        tenantId: tenant.tenantId.toUpperCase(),
      });
      expect(res.status).toBe(200);
      expect(res.json.microsoft).toMatchObject({
        connected: true,
        tenantId: tenant.tenantId,
        clientId: tenant.clientId,
        permission: "User.Read.All",
        syncIntervalHours: 6,
      });
      expect(res.text).not.toContain(tenant.secret);
      expect((await admin.client.get("/api/integrations/microsoft")).text).not.toContain(tenant.secret);
      const [row] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId));
      expect(row.provider).toBe("microsoft");
      expect(row.credentials).not.toContain(tenant.secret);
      expect(JSON.stringify(row.settings)).not.toContain(tenant.secret);
      const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
      expect(entries.map((e) => e.action)).toContain("integration.connected");
      expect(JSON.stringify(entries)).not.toContain(tenant.secret);
      expect(entries.find((e) => e.action === "integration.connected")?.targetLabel).toBe("Microsoft 365");

      // Replacing the secret (a new one made in Entra) is audited as replaced, still without it.
      fake.registerApp(tenant.tenantId, { clientId: tenant.clientId, secret: "new~secret.value" });
      const replaced = await admin.client.request("PUT", "/api/integrations/microsoft", {
        ...tenant.body,
        clientSecret: "new~secret.value",
      });
      expect(replaced.status).toBe(200);
      const updated = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).find(
        (e) => e.action === "integration.updated",
      );
      expect(JSON.stringify(updated)).toContain("replaced");
      expect(JSON.stringify(updated)).not.toContain("new~secret.value");
    });

    it("refuses bad input with a 400 naming the field", async () => {
      const { admin } = await createCompany(ctx());
      const good = newTenant().body;
      const cases: [Record<string, unknown>, string][] = [
        [{ ...good, tenantId: "not a tenant" }, "tenantId"],
        [{ ...good, tenantId: "contoso" }, "tenantId"],
        [{ ...good, tenantId: "x".repeat(300) + ".com" }, "tenantId"],
        [{ ...good, clientId: "12345" }, "clientId"],
        [{ ...good, clientId: "" }, "clientId"],
        [{ ...good, clientSecret: "" }, "clientSecret"],
        [{ ...good, clientSecret: "has spaces in it" }, "clientSecret"],
        [{ ...good, clientSecret: "x".repeat(201) }, "clientSecret"],
        [{ tenantId: good.tenantId, clientId: good.clientId }, "clientSecret"],
      ];
      for (const [body, field] of cases) {
        const res = await admin.client.request("PUT", "/api/integrations/microsoft", body);
        expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect(res.json.error.fields[field], field).toBeTruthy();
      }
      // A domain of the tenant is a tenant id too.
      const byDomain = newTenant();
      const res = await admin.client.request("PUT", "/api/integrations/microsoft", { ...byDomain.body, tenantId: byDomain.domain });
      expect(res.status).toBe(200);
      expect((await admin.client.post("/api/integrations/microsoft/test")).json.ok).toBe(true);
    });

    it("tests before it saves: a wrong secret, an unknown tenant or app is a 400 on that field in words, and nothing changes", async () => {
      const { admin, accountId } = await createCompany(ctx());
      const tenant = newTenant();
      const put = (body: object) => admin.client.request("PUT", "/api/integrations/microsoft", body);
      const refused: [Record<string, string>, string, RegExp][] = [
        [{ ...tenant.body, clientSecret: "wrong~secret" }, "clientSecret", /secret's Value, not its Secret ID/],
        [{ ...tenant.body, tenantId: "00000000-0000-4000-8000-00000000dead" }, "tenantId", /doesn't know the tenant/],
        [{ ...tenant.body, clientId: "00000000-0000-4000-8000-00000000beef" }, "clientId", /no app with client ID/],
      ];
      for (const [body, field, sentence] of refused) {
        const res = await put(body);
        expect(res.status, field).toBe(400);
        expect(res.json.error.fields[field], field).toMatch(sentence);
        expect(res.text).not.toContain("wrong~secret");
      }
      expect((await admin.client.get("/api/integrations/microsoft")).json.microsoft.connected).toBe(false);
      expect(await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId))).toHaveLength(0);

      // Connected, a wrong secret replaces nothing: the working one stays, unaudited.
      expect((await put(tenant.body)).status).toBe(200);
      const [before] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId));
      expect((await put({ ...tenant.body, clientSecret: "wrong~secret" })).json.error.fields.clientSecret).toBeTruthy();
      const [after] = await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId));
      expect(after).toEqual(before);
      const actions = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action);
      expect(actions).not.toContain("integration.updated");
      expect((await admin.client.post("/api/integrations/microsoft/test")).json.ok).toBe(true);
    });

    it("tests the connection with a plain message for a secret deleted since and missing consent; missing consent is saved", async () => {
      const { admin, tenant } = await connected(ctx());
      const ok = await admin.client.post("/api/integrations/microsoft/test");
      expect(ok.status).toBe(200);
      expect(ok.json).toMatchObject({ ok: true, checks: [{ ok: true }, { ok: true, scope: "User.Read.All" }] });

      // The secret replaced in Entra after Signet saved it.
      fake.registerApp(tenant.tenantId, { clientId: tenant.clientId, secret: "another~secret" });
      const wrong = await admin.client.post("/api/integrations/microsoft/test");
      expect(wrong.json.ok).toBe(false);
      expect(wrong.json.checks[0]).toMatchObject({ ok: false, error: "AADSTS7000215" });
      expect(wrong.json.checks[0].message).toMatch(/secret's Value, not its Secret ID/);
      expect(wrong.json.checks[1]).toMatchObject({ ok: false, error: "not_checked" });
      fake.registerApp(tenant.tenantId, { clientId: tenant.clientId, secret: tenant.secret });

      // Consent is not the input's fault (it can be granted after): connecting without it is saved.
      const unconsented = newTenant(false);
      const saved = await admin.client.request("PUT", "/api/integrations/microsoft", unconsented.body);
      expect(saved.status).toBe(200);
      expect(saved.json.microsoft).toMatchObject({ connected: true, tenantId: unconsented.tenantId });
      const missing = await admin.client.post("/api/integrations/microsoft/test");
      expect(missing.json.checks[1]).toMatchObject({ ok: false, error: "Authorization_RequestDenied" });

      await admin.client.request("PUT", "/api/integrations/microsoft", tenant.body);
      fake.setConsent(tenant.tenantId, tenant.clientId, false);
      const denied = await admin.client.post("/api/integrations/microsoft/test");
      expect(denied.json.checks[0]).toMatchObject({ ok: true });
      expect(denied.json.checks[1]).toMatchObject({ ok: false, error: "Authorization_RequestDenied" });
      expect(denied.json.checks[1].message).toMatch(/Grant admin consent/);
      fake.setConsent(tenant.tenantId, tenant.clientId, true);
      expect((await admin.client.post("/api/integrations/microsoft/test")).json.ok).toBe(true);
    });

    it("changes the schedule and disconnects, deleting the secret; both audit-logged", async () => {
      const { admin, accountId } = await connected(ctx());
      const scheduled = await admin.client.request("PUT", "/api/integrations/microsoft/schedule", { syncIntervalHours: 24 });
      expect(scheduled.json.microsoft.syncIntervalHours).toBe(24);
      const bad = await admin.client.request("PUT", "/api/integrations/microsoft/schedule", { syncIntervalHours: -1 });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields.syncIntervalHours).toBeTruthy();
      const gone = await admin.client.delete("/api/integrations/microsoft");
      expect(gone.status).toBe(200);
      expect(gone.json.microsoft.connected).toBe(false);
      expect(await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId))).toHaveLength(0);
      const actions = (await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId))).map((e) => e.action);
      expect(actions).toEqual(
        expect.arrayContaining(["integration.connected", "integration.schedule_changed", "integration.disconnected"]),
      );
      expect((await admin.client.delete("/api/integrations/microsoft")).status).toBe(404);
      const test = await admin.client.post("/api/integrations/microsoft/test");
      expect(test.status).toBe(404);
      expect(test.json.error.message).toBe("Microsoft 365 is not connected.");
    });

    it("a Google and a Microsoft connection live side by side, each on its own row", async () => {
      const { admin, accountId } = await connected(ctx());
      expect((await admin.client.get("/api/integrations/google")).json.google.connected).toBe(false);
      expect((await admin.client.delete("/api/integrations/google")).status).toBe(404);
      expect(await ctx().deps.db.select().from(integrations).where(eq(integrations.accountId, accountId))).toHaveLength(1);
      expect((await admin.client.get("/api/integrations/microsoft")).json.microsoft.connected).toBe(true);
    });

    it("lets no member and no other company near it", async () => {
      const { admin, accountId, tenant } = await connected(ctx());
      const member = await addMember(ctx(), accountId);
      for (const [method, path, body] of [
        ["GET", "/api/integrations/microsoft"],
        ["PUT", "/api/integrations/microsoft", tenant.body],
        ["POST", "/api/integrations/microsoft/test", {}],
        ["PUT", "/api/integrations/microsoft/schedule", { syncIntervalHours: 1 }],
        ["DELETE", "/api/integrations/microsoft"],
        ["GET", "/api/integrations/microsoft/syncs"],
        ["POST", "/api/integrations/microsoft/syncs", {}],
      ] as const)
        expect((await member.client.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      const other = await createCompany(ctx(), "Other");
      expect((await other.admin.client.get("/api/integrations/microsoft")).json.microsoft.connected).toBe(false);
      expect((await other.admin.client.post("/api/integrations/microsoft/test")).status).toBe(404);
      expect((await other.admin.client.post("/api/integrations/microsoft/syncs")).status).toBe(404);
      expect((await other.admin.client.request("PUT", "/api/integrations/microsoft/schedule", { syncIntervalHours: 1 })).status).toBe(404);
      expect((await other.admin.client.delete("/api/integrations/microsoft")).status).toBe(404);
      const still = await admin.client.get("/api/integrations/microsoft");
      expect(still.json.microsoft).toMatchObject({ connected: true, tenantId: tenant.tenantId, syncIntervalHours: 6 });
    });
  },
  { microsoft: { loginUrl: fake.url, graphUrl: fake.url } },
);
