import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { outgoingEmails, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver";
import { until } from "../../test/until";
import { startHeldJobs } from "../../test/held-jobs";
import { WEBHOOK_EVENTS, webhookEnvelope } from "../../../shared/webhooks/webhook-events";
import { defineWebhookQueues, startWebhookWorkers } from "./webhook-jobs";
import { deliverWebhook } from "./deliver-webhook";
import { DELIVERY_QUEUE } from "./record-webhook-event";
import { ENDPOINT_OFF_SUBJECT } from "./endpoint-off-email";

// The clock deliveries read: tests move it instead of waiting.
let offsetMs = 0;
const DAY = 86_400_000;

let receiver: WebhookReceiver;
beforeEach(async () => {
  offsetMs = 0;
  receiver = await startWebhookReceiver();
});
afterEach(() => receiver.close());

async function companyWithEndpoint(ctx: TestContext, events = ["member.removed", "member.updated"]) {
  const company = await createCompany(ctx);
  const res = await company.admin.client.post("/api/webhooks", { url: receiver.url, events, description: "" });
  expect(res.status).toBe(201);
  return { ...company, endpointId: res.json.endpoint.id as string, secret: res.json.secret as string };
}

const deliveriesOf = (ctx: TestContext, endpointId: string) =>
  ctx.deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
/** The delivery's next attempt, queued after a failed one: checks its delay (seconds), then starts it now. */
const startRetryNow = async (ctx: TestContext, deliveryId: string, delaySeconds: number) => {
  const held = await until(
    () => startHeldJobs(ctx.deps.db, DELIVERY_QUEUE, { deliveryId }),
    (jobs) => jobs.length > 0,
    "the retry's job",
  );
  expect(held).toEqual([delaySeconds]);
};
const endpointRow = async (ctx: TestContext, id: string) =>
  (await ctx.deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

describeEachDatabase(
  "Webhook delivery",
  (ctx) => {
    beforeAll(async () => {
      await defineWebhookQueues(ctx().deps);
      await startWebhookWorkers(ctx().deps);
    });

    it("signs each delivery as Standard Webhooks says: the library's own verify accepts it, the payload matches its schema", async () => {
      const { admin, accountId, secret, endpointId } = await companyWithEndpoint(ctx());
      const member = await addMember(ctx(), accountId);
      expect((await admin.client.delete(`/api/team/members/${member.userId}`)).status).toBe(204);
      // Queued by the request itself once its change committed, before it answered.
      expect((await deliveriesOf(ctx(), endpointId)).map((d) => d.queuedAt !== null)).toEqual([true]);
      const [got] = await until(
        () => receiver.received,
        (r) => r.length === 1,
        "one delivery",
      );
      const payload = new Webhook(secret).verify(got.body, got.headers) as { type: string; data: unknown };
      expect(payload.type).toBe("member.removed");
      expect(webhookEnvelope("member.removed", WEBHOOK_EVENTS["member.removed"].data).parse(payload).data).toEqual({
        member: { id: member.userId, email: member.email },
      });
      expect(got.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
      expect(got.headers["content-type"]).toBe("application/json");
      // A forged body does not verify.
      expect(() => new Webhook(secret).verify(got.body.replace("member.removed", "member.created"), got.headers)).toThrow();
    });

    it("signs with both secrets during a rotation's overlap, and with the new one only after it", async () => {
      const { admin, endpointId, secret: old } = await companyWithEndpoint(ctx(), ["member.updated"]);
      const rotated = await admin.client.post(`/api/webhooks/${endpointId}/secret/rotate`);
      const fresh = rotated.json.secret as string;
      await admin.client.post(`/api/webhooks/${endpointId}/test`);
      const [during] = await until(
        () => receiver.received,
        (r) => r.length === 1,
        "the delivery during the overlap",
      );
      expect(during.headers["webhook-signature"].split(" ")).toHaveLength(2);
      expect(new Webhook(fresh).verify(during.body, during.headers)).toBeTruthy();
      expect(new Webhook(old).verify(during.body, during.headers)).toBeTruthy();

      offsetMs = 24 * 3_600_000 + 60_000;
      await admin.client.post(`/api/webhooks/${endpointId}/test`);
      const after = (
        await until(
          () => receiver.received,
          (r) => r.length === 2,
          "the delivery after the overlap",
        )
      )[1];
      const signatures = after.headers["webhook-signature"].split(" ");
      expect(signatures).toHaveLength(1);
      // Signed at the moved clock's time, so checked without the library's 5-minute window.
      const at = new Date(Number(after.headers["webhook-timestamp"]) * 1000);
      expect(signatures[0]).toBe(new Webhook(fresh).sign(after.headers["webhook-id"], at, after.body));
      expect(signatures[0]).not.toBe(new Webhook(old).sign(after.headers["webhook-id"], at, after.body));
    });

    it("retries on the schedule: a 500, then 5 seconds later the same message again, answered 200", async () => {
      const { admin, accountId, endpointId } = await companyWithEndpoint(ctx());
      receiver.answer(500, 200);
      const member = await addMember(ctx(), accountId);
      await admin.client.request("PUT", `/api/team/members/${member.userId}`, { jobTitle: "Buyer" });
      const [failed] = await until(
        () => deliveriesOf(ctx(), endpointId),
        (rows) => rows[0]?.attempts === 1 && rows[0].status === "pending",
        "the first attempt",
      );
      expect(failed.statusCode).toBe(500);
      expect(failed.nextAttemptAt.getTime() - failed.lastAttemptAt!.getTime()).toBe(5000);
      expect((await endpointRow(ctx(), endpointId)).failingSince).not.toBeNull();
      await startRetryNow(ctx(), failed.id, 5);
      const [done] = await until(
        () => deliveriesOf(ctx(), endpointId),
        (rows) => rows[0]?.status === "succeeded",
        "the retry",
      );
      expect(done).toMatchObject({ attempts: 2, statusCode: 200, error: null });
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1].headers["webhook-id"]).toBe(receiver.received[0].headers["webhook-id"]);
      expect(receiver.received[1].body).toBe(receiver.received[0].body);
      expect(JSON.parse(receiver.received[1].body).data.fields).toEqual(["jobTitle"]);
      expect((await endpointRow(ctx(), endpointId)).failingSince).toBeNull();
    });

    it("switches an endpoint off when it answers 410 Gone, and emails the company's admins once", async () => {
      const { admin, accountId, endpointId } = await companyWithEndpoint(ctx());
      const second = await addMember(ctx(), accountId, "admin");
      receiver.answer(410);
      await admin.client.post(`/api/webhooks/${endpointId}/test`);
      const endpoint = await until(
        () => endpointRow(ctx(), endpointId),
        (row) => !row.isActive,
        "the switch-off",
      );
      expect(endpoint.disabledReason).toBe("gone");
      const [delivery] = await deliveriesOf(ctx(), endpointId);
      expect(delivery).toMatchObject({ status: "failed", statusCode: 410, attempts: 1 });
      for (const to of [admin.email, second.email]) {
        // The endpoint is switched off first, then each admin is emailed: wait for the mail itself.
        const mails = await until(
          () =>
            ctx()
              .deps.db.select()
              .from(outgoingEmails)
              .where(and(eq(outgoingEmails.toAddress, to), eq(outgoingEmails.subject, ENDPOINT_OFF_SUBJECT))),
          (rows) => rows.length > 0,
          `the email to ${to}`,
        );
        expect(mails, to).toHaveLength(1);
        expect(mails[0].textBody).toContain(receiver.url);
        expect(mails[0].textBody).toContain("410 Gone");
      }
      const shown = await admin.client.get(`/api/webhooks/${endpointId}`);
      expect(shown.json.endpoint).toMatchObject({ isActive: false, disabledReason: "gone" });
      // Switched on again: the reason goes.
      const on = await admin.client.patch(`/api/webhooks/${endpointId}`, { isActive: true });
      expect(on.json.endpoint).toMatchObject({ isActive: true, disabledReason: null });
    });

    it("switches an endpoint off when every attempt failed for three days (time moved, not waited)", async () => {
      const { admin, accountId, endpointId } = await companyWithEndpoint(ctx());
      receiver.answer(503);
      const member = await addMember(ctx(), accountId);
      await admin.client.request("PUT", `/api/team/members/${member.userId}`, { jobTitle: "Buyer" });
      const [first] = await until(
        () => deliveriesOf(ctx(), endpointId),
        (rows) => rows[0]?.attempts === 1,
        "the first attempt",
      );
      // The queue's retry (5 s later) happens two days and 23 hours after: still failing, still on.
      offsetMs = 3 * DAY - 3_600_000;
      await startRetryNow(ctx(), first.id, 5);
      await until(
        () => deliveriesOf(ctx(), endpointId),
        (rows) => rows[0]?.attempts === 2 && rows[0].status === "pending",
        "the second attempt",
      );
      expect((await endpointRow(ctx(), endpointId)).isActive).toBe(true);
      // The third attempt (its job waits 5 minutes; the job runs it now) three days after the first failure:
      // off, and the admins are told why.
      offsetMs = 3 * DAY + 60_000;
      await deliverWebhook(ctx().deps, { deliveryId: first.id });
      const endpoint = await endpointRow(ctx(), endpointId);
      expect(endpoint).toMatchObject({ isActive: false, disabledReason: "failing" });
      const [delivery] = await deliveriesOf(ctx(), endpointId);
      expect(delivery).toMatchObject({ status: "failed", attempts: 3, statusCode: 503 });
      const mails = await ctx()
        .deps.db.select()
        .from(outgoingEmails)
        .where(and(eq(outgoingEmails.toAddress, admin.email), eq(outgoingEmails.subject, ENDPOINT_OFF_SUBJECT)));
      expect(mails).toHaveLength(1);
      expect(mails[0].textBody).toContain("failed for 3 days");
      // Later events are not sent to an endpoint that is off.
      await admin.client.request("PUT", `/api/team/members/${member.userId}`, { jobTitle: "Seller" });
      expect(await deliveriesOf(ctx(), endpointId)).toHaveLength(1);
    });

    it("follows no redirect: a 302 is a failed attempt, and the place it points to is never asked", async () => {
      const { admin, endpointId } = await companyWithEndpoint(ctx());
      receiver.answer(302);
      await admin.client.post(`/api/webhooks/${endpointId}/test`);
      const [delivery] = await until(
        () => deliveriesOf(ctx(), endpointId),
        (rows) => rows[0]?.status === "failed",
        "the failed attempt",
      );
      expect(delivery.statusCode).toBe(302);
      expect(delivery.error).toMatch(/redirect/);
      expect(receiver.received.map((r) => r.path)).toEqual(["/hooks"]);
    });
  },
  { outbound: { allowLoopback: true }, webhooks: { now: () => new Date(Date.now() + offsetMs) } },
  { queue: true },
);
