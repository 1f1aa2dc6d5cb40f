// A sync's outcome reaches the company: every applied sync sends `directory.sync.completed`; a
// scheduled sync held by the 10 % brake or unable to read the directory sends
// `directory.sync.held` / `directory.sync.failed` and emails the admins, once per cause however
// many runs hit it.
import { expect, it } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { webhookDeliveries } from "../../db/schema";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, generateDirectoryUsers, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { connectedCompany, googleConfig, fakeGoogleForFile } from "./google-test-helpers";
import { loadDirectoryProvider } from "./directory-providers";
import { runAccountSync } from "../directory";

const fake: FakeGoogle = await fakeGoogleForFile();

async function listeningCompany(ctx: TestContext, scopes = [GMAIL_SCOPE, DIRECTORY_SCOPE]) {
  const company = await connectedCompany(ctx, fake, scopes);
  const hook = await company.admin.client.post("/api/webhooks", {
    url: "https://hooks.example.com/signet",
    events: ["directory.sync.completed", "directory.sync.failed", "directory.sync.held"],
  });
  expect(hook.status).toBe(201);
  const events = async () =>
    (
      await ctx.deps.db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.accountId, company.accountId)))
        .orderBy(asc(webhookDeliveries.createdAt))
    ).map((r) => ({ type: r.eventType, sync: JSON.parse(r.body).data.sync }));
  const scheduledSync = () => runAccountSync(ctx.deps, loadDirectoryProvider, { accountId: company.accountId, provider: "google" });
  const alerts = (subject: string) => ctx.smtp!.received(company.admin.email).filter((m) => m.subject === subject);
  return { ...company, events, scheduledSync, alerts };
}

describeEachDatabase(
  "What a sync's outcome tells the company",
  (ctx) => {
    it("a scheduled sync sends directory.sync.completed; held by the brake, directory.sync.held and one email to the admins however many runs", async () => {
      const company = await listeningCompany(ctx());
      fake.setUsers(generateDirectoryUsers(20, company.domain));
      await company.scheduledSync();
      expect(await company.events()).toEqual([
        { type: "directory.sync.completed", sync: expect.objectContaining({ provider: "google", trigger: "schedule", error: null }) },
      ]);
      expect((await company.events())[0].sync.counts).toMatchObject({ created: 20 });

      fake.setUsers([]);
      await company.scheduledSync();
      await company.scheduledSync();
      const held = (await company.events()).filter((e) => e.type === "directory.sync.held");
      expect(held).toHaveLength(2);
      expect(held[0].sync.error).toMatch(/20 of 21 members would be deactivated/);
      const subject = "The scheduled Google Workspace sync is waiting for you";
      await ctx().smtp!.waitFor(company.admin.email, (m) => m.subject === subject);
      expect(company.alerts(subject)).toHaveLength(1);
      expect(company.alerts(subject)[0].text).toContain("held back its deactivations");
    });

    it("a scheduled sync that can't read the directory sends directory.sync.failed and emails the admins once per reason", async () => {
      // Reading the directory is not allowed for the key: Google refuses every run.
      const company = await listeningCompany(ctx(), [GMAIL_SCOPE]);
      await company.scheduledSync();
      await company.scheduledSync();
      const failed = (await company.events()).filter((e) => e.type === "directory.sync.failed");
      expect(failed).toHaveLength(2);
      expect(failed[0].sync).toMatchObject({ trigger: "schedule", counts: { created: 0 } });
      expect(failed[0].sync.error).toBeTruthy();
      const subject = "The scheduled Google Workspace sync failed";
      await ctx().smtp!.waitFor(company.admin.email, (m) => m.subject === subject);
      expect(company.alerts(subject)).toHaveLength(1);
      expect(company.alerts(subject)[0].text).toContain(failed[0].sync.error);
    });

    it("an admin's applied sync sends directory.sync.completed and emails nobody", async () => {
      const company = await listeningCompany(ctx());
      fake.setUsers(generateDirectoryUsers(2, company.domain));
      const preview = await company.admin.client.post("/api/integrations/google/syncs");
      const applied = await company.admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`);
      expect(applied.status).toBe(200);
      expect(await company.events()).toEqual([
        {
          type: "directory.sync.completed",
          sync: expect.objectContaining({ id: preview.json.sync.id, trigger: "admin", counts: expect.objectContaining({ created: 2 }) }),
        },
      ]);
      expect(
        ctx()
          .smtp!.received(company.admin.email)
          .filter((m) => m.subject.startsWith("The scheduled")),
      ).toHaveLength(0);
    });
  },
  googleConfig(fake),
  { smtp: true },
);
