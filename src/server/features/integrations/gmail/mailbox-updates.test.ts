// Changed signatures reach the mailboxes (Gmail, a mailbox channel) by themselves: a template saved or the company's
// details edited end up in Gmail (the fake) without a deployment; with "Update mailboxes
// automatically" off they are stored only, counted as out of date, and "push now" sends them.
// The switch and "push now" are admins' only, and one company's never touch another's.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../../test/test-app";
import { addMember, createCompany } from "../../../test/factories";
import { accounts, auditLog, companyTemplates } from "../../../db/schema";
import { startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import { googleConfig, pushesOf, settled, syncedCompany, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";
import { startHeldJobs } from "../../../test/held-jobs";
import { REFRESH_QUEUE } from "../../mailboxes";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

type Company = Awaited<ReturnType<typeof syncedCompany>>;

/** The company's members in Gmail with its default template `html`, deployed once. */
async function deployedCompany(ctx: TestContext, html: string): Promise<Company & { templateId: string }> {
  const company = await syncedCompany(ctx, fake, 3);
  const [template] = await ctx.deps.db
    .update(companyTemplates)
    .set({ htmlContent: html })
    .where(and(eq(companyTemplates.accountId, company.accountId), eq(companyTemplates.isDefault, true)))
    .returning({ id: companyTemplates.id });
  const started = await company.admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
  expect(started.status).toBe(201);
  await until(
    () => pushesOf(ctx, company.accountId),
    (rows) => settled(rows, 3) && rows.every((r) => r.status === "pushed"),
    "the deployment's pushes",
  );
  return { ...company, templateId: template.id };
}

const inGmail = (company: Company, text: string) =>
  until(
    async () => company.people.map((p) => fake.signatureOf(p.primaryEmail) ?? ""),
    (signatures) => signatures.every((html) => html.includes(text)),
    `"${text}" in every Gmail signature`,
  );

/** The change's refresh, held back 5 seconds for further edits, starts now instead. */
async function startChangeNow(ctx: TestContext, company: Company) {
  expect(await startHeldJobs(ctx.deps.db, REFRESH_QUEUE, { accountId: company.accountId })).toEqual([5]);
}

describeEachDatabase(
  "Mailboxes that update by themselves",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it("a saved template reaches every member's Gmail without a deployment", async () => {
      const company = await deployedCompany(ctx(), "<p>{{full_name}} first</p>");
      const saved = await company.admin.client.request("PUT", `/api/templates/${company.templateId}/content`, {
        html: "<p>{{full_name}} second</p>",
        design: null,
        note: "Second",
      });
      expect(saved.status).toBe(200);
      await startChangeNow(ctx(), company);
      await inGmail(company, "second");
      const status = await company.admin.client.get("/api/mailboxes");
      expect(status.json).toEqual({ updateAutomatically: true, channels: [{ id: "gmail", label: "Gmail", outOfDate: 0 }] });
    });

    it("with the switch off a change is stored, counted out of date, and pushed by 'push now'", async () => {
      const company = await deployedCompany(ctx(), "<p>{{full_name}} at {{company_name}}</p>");
      const off = await company.admin.client.request("PUT", "/api/mailboxes/settings", { updateAutomatically: false });
      expect(off.status).toBe(200);
      expect(off.json.updateAutomatically).toBe(false);
      const updates = fake.updates.length;
      expect(
        (await company.admin.client.request("PUT", "/api/company", { name: "Renamed Ltd", website: null, employeeCount: null })).status,
      ).toBe(200);
      await startChangeNow(ctx(), company);
      const status = await until(
        () => company.admin.client.get("/api/mailboxes"),
        (res) => res.json.channels[0]?.outOfDate === 3,
        "three mailboxes out of date",
      );
      expect(status.json.updateAutomatically).toBe(false);
      expect(fake.updates.length).toBe(updates);
      const pushed = await company.admin.client.post("/api/mailboxes/push");
      expect(pushed.json).toEqual({ queued: 3 });
      await inGmail(company, "Renamed Ltd");
      await until(
        () => company.admin.client.get("/api/mailboxes"),
        (res) => res.json.channels[0]?.outOfDate === 0,
        "no mailbox out of date",
      );
      const actions = await ctx()
        .deps.db.select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.accountId, company.accountId));
      expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(["mailboxes.updated", "mailboxes.pushed"]));
    });

    it("a sync's preview says how many Gmail signatures applying it will update, and none while mailboxes don't update automatically", async () => {
      const company = await deployedCompany(ctx(), "<p>{{full_name}}, {{job_title}}</p>");
      const retitled = company.people.map((p, i) => (i < 2 ? { ...p, organizations: [{ title: "Director", primary: true }] } : p));
      fake.setUsers(retitled);
      const preview = await company.admin.client.post("/api/integrations/google/syncs");
      expect(preview.status).toBe(201);
      expect(preview.json.sync.counts.updated).toBe(2);
      expect(preview.json.mailboxUpdates).toEqual([{ label: "Gmail", count: 2 }]);
      await company.admin.client.request("PUT", "/api/mailboxes/settings", { updateAutomatically: false });
      const again = await company.admin.client.post("/api/integrations/google/syncs");
      expect(again.json.mailboxUpdates).toEqual([]);
    });

    it("the switch and push now are admins' only, another company's admin changes nothing, and bad input names the field", async () => {
      const a = await createCompany(ctx());
      const b = await createCompany(ctx());
      const member = await addMember(ctx(), a.accountId);
      expect((await member.client.get("/api/mailboxes")).status).toBe(403);
      expect((await member.client.request("PUT", "/api/mailboxes/settings", { updateAutomatically: false })).status).toBe(403);
      expect((await member.client.post("/api/mailboxes/push")).status).toBe(403);
      expect((await b.admin.client.request("PUT", "/api/mailboxes/settings", { updateAutomatically: false })).status).toBe(200);
      // No mailbox provider connected: no channel, nothing to push.
      expect((await a.admin.client.get("/api/mailboxes")).json).toEqual({ updateAutomatically: true, channels: [] });
      expect((await a.admin.client.post("/api/mailboxes/push")).json).toEqual({ queued: 0 });
      const [row] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, a.accountId));
      expect(row.updateMailboxesAutomatically).toBe(true);
      const bad = await a.admin.client.request("PUT", "/api/mailboxes/settings", { updateAutomatically: "yes" });
      expect(bad.status).toBe(400);
      expect(bad.json.error.fields).toHaveProperty("updateAutomatically");
    });
  },
  googleConfig(fake),
  { queue: true },
);
