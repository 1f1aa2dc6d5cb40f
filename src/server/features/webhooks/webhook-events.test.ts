import { afterAll, beforeAll, expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany, TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { accounts, campaigns, mailboxPushes, webhookDeliveries } from "../../db/schema";
import { startWebhookReceiver, type WebhookReceiver } from "../../test/webhook-receiver";
import { until } from "../../test/until";
import { create as createCampaign } from "../../test/campaign-fixtures";
import { WEBHOOK_EVENT_TYPES } from "../../../shared/webhooks/webhook-events";
import { waitForDeployment } from "../deployments/deployment-test-helpers";
import { pushSignatures } from "../integrations/gmail/push-signatures";
import { createLanes } from "../integrations/gmail/lanes";
import { createPushRecorder } from "../integrations/gmail/record-pushes";
import { createQuota } from "../integrations/gmail/quota";
import { defineGmailPushQueue, startGmailPushWorkers } from "../integrations/gmail/gmail-push-queue";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, generateDirectoryUsers, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { fakeGoogleForFile } from "../integrations/google-test-helpers";
import { createServiceAccount } from "../../../../dev-servers/fake-google/service-account";
import { defineMailboxQueues, startMailboxWorkers } from "../mailboxes";
import { renderDeploymentBatch } from "../signature";
import { defineWebhookQueues, startWebhookWorkers } from "./webhook-jobs";
import { announceCampaignTransitions } from "./campaign-transitions";
import { scimCaller } from "../scim/scim-test-client";

let receiver: WebhookReceiver;
// Google's APIs in this test are the fake, on 127.0.0.1.
const google: FakeGoogle = await fakeGoogleForFile();
beforeAll(async () => {
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
});

/** A company whose one endpoint takes every event. */
async function listening(ctx: TestContext) {
  const company = await createCompany(ctx);
  const res = await company.admin.client.post("/api/webhooks", { url: receiver.url, events: WEBHOOK_EVENT_TYPES });
  expect(res.status).toBe(201);
  const events = async (type?: string) => {
    const rows = await ctx.deps.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.accountId, company.accountId), type ? eq(webhookDeliveries.eventType, type) : undefined))
      .orderBy(asc(webhookDeliveries.createdAt));
    return rows.map((r) => ({ type: r.eventType, data: JSON.parse(r.body).data, status: r.status }));
  };
  return { ...company, endpointId: res.json.endpoint.id as string, events };
}

const PATCH_OP = "urn:ietf:params:scim:api:messages:2.0:PatchOp";

/** A listening company with a provisioning token: an identity provider's calls. */
async function listeningProvisioned(ctx: TestContext) {
  const company = await listening(ctx);
  // The tests' addresses are on example.com: the company's website, which it may provision on.
  await ctx.deps.db.update(accounts).set({ website: "https://example.com" }).where(eq(accounts.id, company.accountId));
  const made = await company.admin.client.post("/api/provisioning/tokens", { name: "Okta" });
  expect(made.status).toBe(201);
  return { ...company, scim: scimCaller(ctx, made.json.secret as string) };
}

describeEachDatabase(
  "Webhook events: each once, from the change that causes it",
  (ctx) => {
    beforeAll(async () => {
      await defineWebhookQueues(ctx().deps);
      await startWebhookWorkers(ctx().deps);
      await defineMailboxQueues(ctx().deps);
      await defineGmailPushQueue(ctx().deps);
      await startMailboxWorkers(ctx().deps, renderDeploymentBatch);
      await startGmailPushWorkers(ctx().deps);
    });

    it("member.created and invitation.accepted when an invited person signs up; member.updated; member.removed", async () => {
      const { admin, events } = await listening(ctx());
      const email = uniqueEmail();
      const invited = await admin.client.post("/api/invitations", { email, role: "user" });
      const mail = await ctx().smtp!.waitFor(email);
      const secret = /token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      const joined = await ctx().client().post("/api/session/sign-up", {
        email,
        password: TEST_PASSWORD,
        confirmPassword: TEST_PASSWORD,
        first_name: "Nia",
        last_name: "Okafor",
        acceptTerms: true,
        invitation_id: invited.json.invitation.id,
        invitation_token: secret,
      });
      expect(joined.status).toBe(201);
      const [created] = await events("member.created");
      expect(created.data.member).toMatchObject({ email, firstName: "Nia", lastName: "Okafor", role: "user" });
      const userId = created.data.member.id as string;
      expect(await events("invitation.accepted")).toEqual([
        expect.objectContaining({ data: { invitation: { id: invited.json.invitation.id }, member: created.data.member } }),
      ]);

      await admin.client.request("PUT", `/api/team/members/${userId}`, { jobTitle: "Buyer" });
      await admin.client.request("PUT", `/api/team/members/${userId}`, { jobTitle: "Buyer" }); // no change, no event
      await admin.client.request("PUT", `/api/team/members/${userId}/role`, { role: "admin" });
      expect((await events("member.updated")).map((e) => e.data)).toEqual([
        { member: { id: userId, email }, fields: ["jobTitle"] },
        { member: { id: userId, email }, fields: ["role"] },
      ]);
      expect((await admin.client.delete(`/api/team/members/${userId}`)).status).toBe(204);
      expect((await events("member.removed")).map((e) => e.data)).toEqual([{ member: { id: userId, email } }]);
      expect((await events()).map((e) => e.type).sort()).toEqual(
        ["invitation.accepted", "member.created", "member.removed", "member.updated", "member.updated"].sort(),
      );
      // Delivered, not only recorded.
      await until(events, (rows) => rows.every((r) => r.status === "succeeded"), "the deliveries");
    });

    it("template.saved on each save, template.set_default once when a template becomes the default", async () => {
      const { admin, events } = await listening(ctx());
      const made = await admin.client.post("/api/templates", { name: "Sales" });
      const id = made.json.template.id as string;
      await admin.client.request("PUT", `/api/templates/${id}/content`, { html: "<p>{{full_name}}</p>", design: null });
      await admin.client.request("PUT", `/api/templates/${id}/content`, { html: "<p>{{full_name}} again</p>", design: null });
      expect((await events("template.saved")).map((e) => e.data.template)).toEqual([
        { id, name: "Sales", version: 2 },
        { id, name: "Sales", version: 3 },
      ]);
      expect((await admin.client.post(`/api/templates/${id}/default`)).status).toBe(200);
      expect((await admin.client.post(`/api/templates/${id}/default`)).status).toBe(200); // already the default
      expect((await events("template.set_default")).map((e) => e.data)).toEqual([{ template: { id, name: "Sales" } }]);
    });

    it("deployment.completed once, with its counts, when the last batch finishes", async () => {
      const { admin, accountId, events } = await listening(ctx());
      await addMember(ctx(), accountId);
      const started = await admin.client.post("/api/deployments", { emailMembers: false });
      expect(started.status).toBe(201);
      await waitForDeployment(ctx(), started.json.deployment.id);
      const done = await until(
        () => events("deployment.completed"),
        (rows) => rows.length > 0,
        "the event",
      );
      expect(done).toHaveLength(1);
      expect(done[0].data.deployment).toMatchObject({ id: started.json.deployment.id, members: 2, failed: 0 });
      expect(done[0].data.deployment.updated + done[0].data.deployment.skipped).toBe(2);
    });

    it("campaign.started and campaign.ended once each when their times pass, for active campaigns only", async () => {
      const { admin, accountId, events } = await listening(ctx());
      const other = await listening(ctx());
      const live = await createCampaign(ctx(), admin.client, { name: "Autumn" });
      const paused = await createCampaign(ctx(), admin.client, { name: "Paused" });
      const t0 = Date.now() + 3_600_000; // an hour from now, so the real schedule's looks don't reach it
      const at = (minutes: number) => new Date(t0 + minutes * 60_000);
      await ctx()
        .deps.db.update(campaigns)
        .set({ startsAt: at(1), endsAt: at(5) })
        .where(eq(campaigns.accountId, accountId));
      await ctx().deps.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, paused.id));
      const look = async (minutes: number) => {
        await announceCampaignTransitions(ctx().deps.db, at(minutes));
        return (await events()).filter((e) => e.type.startsWith("campaign.")).map((e) => `${e.type} ${e.data.campaign.name}`);
      };
      expect(await look(0)).toEqual([]);
      expect(await look(2)).toEqual(["campaign.started Autumn"]);
      expect(await look(3)).toEqual(["campaign.started Autumn"]);
      expect(await look(6)).toEqual(["campaign.started Autumn", "campaign.ended Autumn"]);
      expect(await look(7)).toEqual(["campaign.started Autumn", "campaign.ended Autumn"]);
      const [started] = await events("campaign.started");
      expect(started.data.campaign).toEqual({ id: live.id, name: "Autumn", startsAt: at(1).toISOString(), endsAt: at(5).toISOString() });
      expect(await other.events()).toEqual([]);
    });

    it("signature.pushed once per member when a deployment puts signatures into Gmail", async () => {
      const { admin, accountId, events } = await listening(ctx());
      const domain = `hooks-${Date.now().toString(36)}.test`;
      await ctx().deps.db.execute(`update accounts set website = 'https://${domain}' where id = '${accountId}'`);
      await admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(createServiceAccount(google, [GMAIL_SCOPE, DIRECTORY_SCOPE])),
        adminEmail: `it@${domain}`,
      });
      const people = generateDirectoryUsers(2, domain);
      google.setUsers(people);
      const preview = await admin.client.post("/api/integrations/google/syncs");
      await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      const started = await admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
      expect(started.status).toBe(201);
      const pushes = await until(
        async () => ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.accountId, accountId)),
        (rows) => rows.length > 0 && rows.every((r) => r.status === "pushed" || r.status === "failed"),
        "the pushes",
      );
      const pushed = pushes.filter((p) => p.status === "pushed");
      expect(pushed.length).toBeGreaterThanOrEqual(2);
      const announced = await until(
        () => events("signature.pushed"),
        (rows) => rows.length >= pushed.length,
        "the events",
      );
      expect(announced.map((e) => e.data.member.id).sort()).toEqual(pushed.map((p) => p.userId).sort());
      for (const person of people) expect(announced.map((e) => e.data.member.email)).toContain(person.primaryEmail.toLowerCase());
    });

    it("a directory sync records member.created and member.updated (fields, or status when it deactivates) as it applies; a preview records nothing", async () => {
      const { admin, accountId, events } = await listening(ctx());
      const domain = `dir-hooks-${Date.now().toString(36)}.test`;
      await ctx().deps.db.execute(`update accounts set website = 'https://${domain}' where id = '${accountId}'`);
      await admin.client.request("PUT", "/api/integrations/google", {
        serviceAccountKey: JSON.stringify(createServiceAccount(google, [GMAIL_SCOPE, DIRECTORY_SCOPE])),
        adminEmail: `it@${domain}`,
      });
      const people = generateDirectoryUsers(3, domain);
      google.setUsers(people);
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.json.sync.counts).toMatchObject({ created: 3 });
      expect(await events()).toEqual([]); // nothing changed yet
      await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      const created = await events("member.created");
      const byEmail = (a: { email: string }, b: { email: string }) => a.email.localeCompare(b.email);
      expect(created.map((e) => e.data.member).sort(byEmail)).toEqual(
        [...people]
          .sort((a, b) => a.primaryEmail.localeCompare(b.primaryEmail))
          .map((p) => ({
            id: expect.any(String),
            email: p.primaryEmail,
            firstName: p.name.givenName,
            lastName: p.name.familyName,
            role: "user",
          })),
      );
      const idOf = (email: string) => created.find((e) => e.data.member.email === email)!.data.member.id as string;

      // The next sync: a new job title and a suspended person.
      people[0].organizations = [{ title: "Principal Engineer", department: people[0].organizations![0].department, primary: true }];
      people[1].suspended = true;
      google.setUsers(people);
      const second = await admin.client.post("/api/integrations/google/syncs");
      await admin.client.post(`/api/integrations/google/syncs/${second.json.sync.id}/apply`);
      // One transaction: the same created_at, so in no particular order.
      const updated = (await events("member.updated")).map((e) => e.data);
      expect(updated).toHaveLength(2);
      expect(updated).toEqual(
        expect.arrayContaining([
          { member: { id: idOf(people[0].primaryEmail), email: people[0].primaryEmail }, fields: ["jobTitle"] },
          { member: { id: idOf(people[1].primaryEmail), email: people[1].primaryEmail }, fields: ["status"] },
        ]),
      );
      expect(await events("member.created")).toHaveLength(3);
      // Delivered, not only recorded.
      await until(events, (rows) => rows.every((r) => r.status === "succeeded"), "the deliveries");
    });

    it("an identity provider's SCIM writes announce member.created, member.updated (fields, then status) and member.removed", async () => {
      const { admin, events, scim } = await listeningProvisioned(ctx());
      const email = uniqueEmail("scim");
      const created = await scim("POST", "/Users", { userName: email, name: { givenName: "Ada", familyName: "Byron" }, title: "Analyst" });
      expect(created.status).toBe(201);
      const id = created.json.id as string;
      expect((await events("member.created")).map((e) => e.data)).toEqual([
        { member: { id, email, firstName: "Ada", lastName: "Byron", role: "user" } },
      ]);
      const patch = (Operations: unknown[]) => scim("PATCH", `/Users/${id}`, { schemas: [PATCH_OP], Operations });
      expect((await patch([{ op: "replace", path: "title", value: "Engineer" }])).status).toBe(200);
      expect((await patch([{ op: "replace", path: "title", value: "Engineer" }])).status).toBe(200); // no change, no event
      expect((await patch([{ op: "replace", path: "active", value: false }])).status).toBe(200);
      expect((await events("member.updated")).map((e) => e.data)).toEqual([
        { member: { id, email }, fields: ["jobTitle"] },
        { member: { id, email }, fields: ["status"] },
      ]);
      expect((await scim("DELETE", `/Users/${id}`)).status).toBe(204);
      expect((await events("member.removed")).map((e) => e.data)).toEqual([{ member: { id, email } }]);
      // Queued after the SCIM request, as after an /api one, and delivered.
      await until(events, (rows) => rows.length === 4 && rows.every((r) => r.status === "succeeded"), "the deliveries");
      expect((await admin.client.get("/api/team")).json.rows.some((r: { email: string }) => r.email === email)).toBe(false);
    });

    it("member.updated when a member edits their own profile, naming the fields; a save that changes nothing records none", async () => {
      const { accountId, events } = await listening(ctx());
      const member = await addMember(ctx(), accountId);
      const save = (jobTitle: string) =>
        member.client.request("PUT", "/api/profile", { firstName: "Pat", lastName: "Lee", jobTitle, personalPhone: "", linkedinUrl: "" });
      expect((await save("Buyer")).status).toBe(200);
      expect((await save("Buyer")).status).toBe(200);
      const updated = await events("member.updated");
      expect(updated).toHaveLength(1);
      expect(updated[0].data.member).toEqual({ id: member.userId, email: member.email });
      expect(updated[0].data.fields).toEqual(expect.arrayContaining(["firstName", "lastName", "jobTitle"]));
    });

    it("signature.failed from the Gmail push's outcome (no Google connection), once per push", async () => {
      const { accountId, events } = await listening(ctx());
      const member = await addMember(ctx(), accountId);
      await ctx().deps.db.insert(mailboxPushes).values({ accountId, userId: member.userId, provider: "google", version: "v1" });
      const job = { id: "job-1", data: { accountId, userId: member.userId, version: "v1" }, retryCount: 0 };
      const deps = { ...ctx().deps, quota: createQuota(1_000_000), lanes: createLanes(1), recorder: createPushRecorder(ctx().deps) };
      await pushSignatures(deps, [job]);
      await pushSignatures(deps, [job]); // a redelivered job: the row is no longer queued
      const failed = await events("signature.failed");
      expect(failed).toHaveLength(1);
      expect(failed[0].data).toMatchObject({ member: { id: member.userId, email: member.email }, provider: "google", version: "v1" });
      expect(failed[0].data.error).toMatch(/signature changed|not connected/);
    });
  },
  {
    outbound: { allowLoopback: true },
    google: {
      oauthApiUrl: google.url,
      gmailApiUrl: google.url,
      directoryApiUrl: google.url,
      pushConcurrency: 4,
      quotaUnitsPerMinute: 1_200_000,
    },
  },
  { queue: true, smtp: true },
);
