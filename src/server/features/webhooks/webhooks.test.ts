import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { WEBHOOK_MESSAGES } from "../../../shared/webhooks/webhook-schema";
import { makeKey, withKey } from "../api-keys/api-key-test-helpers";

const RECEIVER = "http://127.0.0.1:9/hooks";
const body = (over: object = {}) => ({ url: RECEIVER, description: "HR system", events: ["member.created", "member.removed"], ...over });

async function companyWithEndpoint(ctx: TestContext) {
  const company = await createCompany(ctx);
  const res = await company.admin.client.post("/api/webhooks", body());
  expect(res.status).toBe(201);
  return { ...company, endpoint: res.json.endpoint, secret: res.json.secret as string };
}

describeEachDatabase(
  "Webhook endpoints",
  (ctx) => {
    it("creates an endpoint, answers its whsec_ secret once, seals it at rest and audits without it", async () => {
      const { admin, accountId, endpoint, secret } = await companyWithEndpoint(ctx());
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(endpoint).toMatchObject({
        url: RECEIVER,
        description: "HR system",
        events: ["member.created", "member.removed"],
        isActive: true,
      });
      const [row] = await ctx().deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
      expect(row.secret).not.toContain(secret.slice(6));
      const list = await admin.client.get("/api/webhooks");
      expect(list.json.endpoints.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
      expect(list.text).not.toContain(secret.slice(6));
      expect((await admin.client.get(`/api/webhooks/${endpoint.id}`)).text).not.toContain(secret.slice(6));
      // An admin may reveal it again: the company verifies with it.
      const revealed = await admin.client.get(`/api/webhooks/${endpoint.id}/secret`);
      expect(revealed.json.secret).toBe(secret);
      const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
      expect(entries.map((e) => e.action)).toContain("webhook.created");
      expect(JSON.stringify(entries)).not.toContain(secret.slice(6));
    });

    it("refuses the signing secret to a read-only API key (403, saying why), and answers it to a read-and-write key", async () => {
      const { admin, endpoint, secret } = await companyWithEndpoint(ctx());
      const reader = withKey(ctx(), (await makeKey(admin.client, { name: "Dashboard", scope: "read" })).key);
      expect((await reader.get(`/api/webhooks/${endpoint.id}`)).status).toBe(200);
      const refused = await reader.get(`/api/webhooks/${endpoint.id}/secret`);
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({
        code: "api_key_read_only",
        message:
          'This API key ("Dashboard") may only read, and this answer holds a secret. Use a key with read and write access, or sign in.',
      });
      expect(refused.text).not.toContain(secret.slice(6));
      const writer = withKey(ctx(), (await makeKey(admin.client, { name: "Sync", scope: "write" })).key);
      expect((await writer.get(`/api/webhooks/${endpoint.id}/secret`)).json.secret).toBe(secret);
    });

    it("changes, rotates (the previous secret signs for 24 hours) and deletes, each audit-logged without secrets", async () => {
      const { admin, accountId, endpoint, secret } = await companyWithEndpoint(ctx());
      const changed = await admin.client.patch(`/api/webhooks/${endpoint.id}`, { events: ["template.saved"], isActive: false });
      expect(changed.status).toBe(200);
      expect(changed.json.endpoint).toMatchObject({ events: ["template.saved"], isActive: false });
      const rotated = await admin.client.post(`/api/webhooks/${endpoint.id}/secret/rotate`);
      expect(rotated.status).toBe(200);
      expect(rotated.json.secret).toMatch(/^whsec_/);
      expect(rotated.json.secret).not.toBe(secret);
      const overlap = Date.parse(rotated.json.endpoint.previousSecretExpiresAt) - Date.now();
      expect(overlap).toBeGreaterThan(23 * 3_600_000);
      expect(overlap).toBeLessThanOrEqual(24 * 3_600_000);
      expect((await admin.client.get(`/api/webhooks/${endpoint.id}/secret`)).json.secret).toBe(rotated.json.secret);
      expect((await admin.client.delete(`/api/webhooks/${endpoint.id}`)).status).toBe(200);
      expect((await admin.client.get(`/api/webhooks/${endpoint.id}`)).status).toBe(404);
      const entries = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, accountId));
      const actions = entries.map((e) => e.action);
      expect(actions).toEqual(expect.arrayContaining(["webhook.updated", "webhook.secret_rotated", "webhook.deleted"]));
      const text = JSON.stringify(entries);
      expect(text).not.toContain(secret.slice(6));
      expect(text).not.toContain(rotated.json.secret.slice(6));
    });

    it("refuses bad input naming the field: http, private addresses, no events, unknown events, long strings", async () => {
      const { admin } = await createCompany(ctx());
      const post = (over: object) => admin.client.post("/api/webhooks", body(over));
      const http = await post({ url: "http://hooks.example.com/x" });
      expect(http.status).toBe(400);
      expect(http.json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlNotHttps);
      for (const url of [
        "https://127.0.0.1/x",
        "https://10.1.2.3/x",
        "https://[::1]/x",
        "https://169.254.169.254/latest",
        "https://localhost/x",
      ]) {
        const res = await post({ url });
        expect(res.status, url).toBe(400);
        expect(res.json.error.fields.url, url).toBe(WEBHOOK_MESSAGES.urlPrivate);
      }
      expect((await post({ url: "not a url" })).json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlInvalid);
      expect((await post({ url: "https://user:pw@hooks.example.com/" })).json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlCredentials);
      expect((await post({ url: `https://hooks.example.com/${"a".repeat(2000)}` })).json.error.fields.url).toBe(
        WEBHOOK_MESSAGES.urlTooLong,
      );
      expect((await post({ events: [] })).json.error.fields.events).toBe(WEBHOOK_MESSAGES.eventsRequired);
      const unknown = await post({ events: ["member.exploded"] });
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.json.error.fields)[0]).toMatch(/^events/);
      expect((await post({ description: "x".repeat(501) })).json.error.fields.description).toBe(WEBHOOK_MESSAGES.descriptionTooLong);
      expect((await admin.client.get("/api/webhooks")).json.endpoints).toEqual([]);
    });

    it("refuses the test-only http://127.0.0.1 exception when the setting is off", async () => {
      const { admin } = await createCompany(ctx());
      const settings = ctx().deps.config.outbound;
      ctx().deps.config.outbound = { allowLoopback: false };
      try {
        const res = await admin.client.post("/api/webhooks", body());
        expect(res.status).toBe(400);
        expect(res.json.error.fields.url).toBe(WEBHOOK_MESSAGES.urlNotHttps);
      } finally {
        ctx().deps.config.outbound = settings;
      }
    });

    it("queues a test event and a redelivery of the same message (same webhook-id)", async () => {
      const { admin, endpoint } = await companyWithEndpoint(ctx());
      const sent = await admin.client.post(`/api/webhooks/${endpoint.id}/test`);
      expect(sent.status).toBe(201);
      expect(sent.json.delivery).toMatchObject({ eventType: "webhook.test", status: "pending", attempts: 0 });
      const again = await admin.client.post(`/api/webhooks/${endpoint.id}/deliveries/${sent.json.delivery.id}/redeliver`);
      expect(again.status).toBe(201);
      expect(again.json.delivery.messageId).toBe(sent.json.delivery.messageId);
      expect(again.json.delivery.id).not.toBe(sent.json.delivery.id);
      const log = await admin.client.get(`/api/webhooks/${endpoint.id}/deliveries`);
      expect(log.json.deliveries).toHaveLength(2);
      // Switched off: no redelivery until it is on again.
      await admin.client.patch(`/api/webhooks/${endpoint.id}`, { isActive: false });
      const off = await admin.client.post(`/api/webhooks/${endpoint.id}/deliveries/${sent.json.delivery.id}/redeliver`);
      expect(off.status).toBe(409);
    });

    it("keeps at most 20 endpoints per company", async () => {
      const { admin } = await createCompany(ctx());
      for (let i = 0; i < 20; i++) expect((await admin.client.post("/api/webhooks", body())).status).toBe(201);
      const over = await admin.client.post("/api/webhooks", body());
      expect(over.status).toBe(409);
      expect(over.json.error.message).toBe(WEBHOOK_MESSAGES.tooMany);
    });

    it("isolation: another company's admin gets 404 for every route, a member 403, and nothing changes", async () => {
      const { endpoint, accountId } = await companyWithEndpoint(ctx());
      const sent = await ctx()
        .deps.db.insert(webhookDeliveries)
        .values({ accountId, endpointId: endpoint.id, messageId: "msg_x", eventType: "member.created", body: "{}", status: "failed" })
        .returning();
      const other = await createCompany(ctx());
      const member = await addMember(ctx(), accountId, "user");
      const id = endpoint.id;
      const routes: [string, string, object?][] = [
        ["GET", `/api/webhooks/${id}`],
        ["PATCH", `/api/webhooks/${id}`, { isActive: false, url: "https://evil.example.com/" }],
        ["DELETE", `/api/webhooks/${id}`],
        ["GET", `/api/webhooks/${id}/secret`],
        ["POST", `/api/webhooks/${id}/secret/rotate`, {}],
        ["POST", `/api/webhooks/${id}/test`, {}],
        ["GET", `/api/webhooks/${id}/deliveries`],
        ["POST", `/api/webhooks/${id}/deliveries/${sent[0].id}/redeliver`, {}],
      ];
      for (const [method, path, json] of routes) {
        const foreign = await other.admin.client.request(method, path, json);
        expect(foreign.status, `${method} ${path}`).toBe(404);
        const plain = await member.client.request(method, path, json);
        expect(plain.status, `${method} ${path} as a member`).toBe(403);
      }
      expect((await member.client.get("/api/webhooks")).status).toBe(403);
      expect((await member.client.post("/api/webhooks", body())).status).toBe(403);
      expect((await other.admin.client.get("/api/webhooks")).json.endpoints).toEqual([]);
      const [after] = await ctx().deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      expect(after).toMatchObject({ url: RECEIVER, isActive: true, previousSecret: null });
      const deliveries = await ctx().deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      expect(deliveries).toHaveLength(1);
    });
  },
  { outbound: { allowLoopback: true } },
);
