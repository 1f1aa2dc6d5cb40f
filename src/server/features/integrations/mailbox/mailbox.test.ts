// Where a signature is live, as the member and their admin see it, against the fake of Google:
// the member's own Gmail and Outlook state, the admin's view of what Gmail holds now (read from
// Gmail) and what the add-in inserts, "Push now" (even for a version Gmail already got), a
// campaign pick that follows into Gmail, refusals in words, and another company's admin or a
// member getting nothing.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../../test/test-app";
import { createCompany, signUpUser } from "../../../test/factories";
import { create as createCampaign } from "../../../test/campaign-fixtures";
import { accountUsers, auditLog, mailboxPushes, outlookAddins } from "../../../db/schema";
import { GMAIL_SCOPE, DIRECTORY_SCOPE, startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../../../../../dev-servers/fake-google/service-account";
import { googleConfig, newDomain, verifyDomain, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";
import { startHeldJobs } from "../../../test/held-jobs";
import { REFRESH_QUEUE } from "../../mailboxes";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

/** A company whose member Ann has an address in its Google Workspace domain, her signature made; the admin's is elsewhere. */
async function companyWithAnn(ctx: TestContext) {
  const domain = newDomain();
  const company = await createCompany(ctx, "Mailbox");
  const ann = await signUpUser(ctx, { email: `ann@${domain}`, first: "Ann", last: "Lee" });
  await ctx.deps.db.insert(accountUsers).values({ userId: ann.userId, accountId: company.accountId, role: "user" });
  expect((await ann.client.post("/api/signature/ensure")).status).toBe(200);
  return { ...company, ann, domain };
}

async function connect(ctx: TestContext, company: Awaited<ReturnType<typeof companyWithAnn>>) {
  await verifyDomain(ctx, company.accountId, company.domain);
  const res = await company.admin.client.request("PUT", "/api/integrations/google", {
    serviceAccountKey: JSON.stringify(createServiceAccount(fake, [GMAIL_SCOPE, DIRECTORY_SCOPE])),
    adminEmail: `it@${company.domain}`,
  });
  expect(res.status, res.text).toBe(200);
  fake.setUsers([{ id: "100000000000000000001", primaryEmail: company.ann.email, name: { givenName: "Ann", familyName: "Lee" } }]);
}

const ownGmail = async (client: TestContext["client"] extends () => infer C ? C : never) => (await client.get("/api/mailbox")).json.mailbox;

describeEachDatabase(
  "Where a signature is live",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it("the member sees Gmail and Outlook; the admin reads what Gmail holds, pushes now, and sees what the add-in inserts", async () => {
      const company = await companyWithAnn(ctx());
      const { admin, ann } = company;
      // Nothing connected, no add-in: nowhere but copying by hand.
      expect(await ownGmail(ann.client)).toEqual({ gmail: null, outlook: null });
      await connect(ctx(), company);
      expect(await ownGmail(ann.client)).toEqual({
        gmail: { domain: company.domain, reachable: true, reason: null, push: null },
        outlook: null,
      });

      // Push now: the signature goes into Gmail, and the member's page says it is there.
      const pushed = await admin.client.post(`/api/mailbox/members/${ann.userId}/push`);
      expect(pushed.status, pushed.text).toBe(202);
      expect(pushed.json.queued).toBe(true);
      const inGmail = await until(
        () => ownGmail(ann.client),
        (m) => m.gmail.push?.status === "pushed",
        "Ann's push",
      );
      expect(inGmail.gmail.push).toMatchObject({ provider: "google", isCurrent: true, error: null });
      const held = fake.signatureOf(ann.email)!;
      expect(held).toContain("Ann Lee");

      // The admin's view reads Gmail itself: the signature as Gmail answered it.
      const view = (await admin.client.get(`/api/mailbox/members/${ann.userId}`)).json.mailbox;
      expect(view.gmailHolds).toEqual({ address: ann.email, signature: held, error: null });
      expect(view.outlookInserts).toBeNull();
      // Changed in Gmail (the mailbox made anew, empty): the view shows Gmail's copy, and Push now puts the signature back although this version was pushed.
      fake.setUsers([]);
      fake.setUsers([{ id: "100000000000000000001", primaryEmail: ann.email, name: { givenName: "Ann", familyName: "Lee" } }]);
      expect((await admin.client.get(`/api/mailbox/members/${ann.userId}`)).json.mailbox.gmailHolds.signature).toBe("");
      expect((await admin.client.post(`/api/mailbox/members/${ann.userId}/push`)).status).toBe(202);
      await until(
        async () => fake.signatureOf(ann.email),
        (s) => s === held,
        "the signature back in Gmail",
      );
      const [audit] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, company.accountId), eq(auditLog.action, "mailbox.push_requested")));
      expect(audit).toMatchObject({ actorUserId: admin.userId, targetId: ann.userId, targetLabel: ann.email });

      // A campaign the member picks reaches Gmail by itself: the company's mailboxes are refreshed
      // 5 s after the change (a debounce), here started at once.
      const campaign = await createCampaign(ctx(), admin.client, { name: "Spring webinar" });
      expect((await ann.client.post("/api/campaign-selections", { campaignId: campaign.id })).status).toBe(201);
      expect(await startHeldJobs(ctx().deps.db, REFRESH_QUEUE, { accountId: company.accountId })).toEqual([5]);
      await until(
        async () => fake.signatureOf(ann.email),
        (s) => s !== held && s !== "",
        "the pick in Gmail",
      );
      await until(
        () => ownGmail(ann.client),
        (m) => m.gmail.push?.status === "pushed" && m.gmail.push.isCurrent,
        "Ann's mailbox current again",
      );

      // The Outlook add-in: set up, then its fetch shows; the admin sees what it inserts for new mail and replies.
      await admin.client.post("/api/integrations/outlook");
      expect((await ownGmail(ann.client)).outlook).toEqual({ fetchedAt: null, recent: false });
      const [{ key }] = await ctx().deps.db.select().from(outlookAddins).where(eq(outlookAddins.accountId, company.accountId));
      expect((await ctx().app.request(`/addin/${key}/signature?email=${encodeURIComponent(ann.email)}`)).status).toBe(200);
      const outlook = (await ownGmail(ann.client)).outlook;
      expect(outlook.recent).toBe(true);
      expect(Date.now() - Date.parse(outlook.fetchedAt)).toBeLessThan(60_000);
      const inserts = (await admin.client.get(`/api/mailbox/members/${ann.userId}`)).json.mailbox.outlookInserts;
      expect(inserts.newMail).toContain("Ann Lee");
      expect(inserts.reply).toContain("Ann Lee");

      // No Gmail mailbox any more: the push fails, and both views say why in words.
      fake.setUsers([]);
      expect((await admin.client.post(`/api/mailbox/members/${ann.userId}/push`)).status).toBe(202);
      const failed = await until(
        () => ownGmail(ann.client),
        (m) => m.gmail.push?.status === "failed",
        "the failed push",
      );
      expect(failed.gmail.push.error).toContain(`${ann.email} has no Gmail mailbox`);
      const refused = (await admin.client.get(`/api/mailbox/members/${ann.userId}`)).json.mailbox.gmailHolds;
      expect(refused.signature).toBeNull();
      expect(refused.error).toContain(`${ann.email} has no Gmail mailbox`);

      // The admin's own address is outside the domain: no Gmail for them, and Push now says so.
      const adminOwn = (await ownGmail(admin.client)).gmail;
      expect(adminOwn).toMatchObject({
        reachable: false,
        reason: `Their address is not in ${company.domain}, the connected Google Workspace domain.`,
      });
      const outside = await admin.client.post(`/api/mailbox/members/${admin.userId}/push`);
      expect(outside.status).toBe(409);
      expect(outside.json.error.message).toBe(adminOwn.reason);
    });

    it("another company's admin gets 404, a member 403, and nothing of the company changes", async () => {
      const company = await companyWithAnn(ctx());
      await connect(ctx(), company);
      const { admin, ann } = company;
      expect((await admin.client.post(`/api/mailbox/members/${ann.userId}/push`)).status).toBe(202);
      await until(
        () => ownGmail(ann.client),
        (m) => m.gmail.push?.status === "pushed",
        "Ann's push",
      );
      const rowBefore = await ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.userId, ann.userId));
      const updates = fake.counts.updates;

      const other = await createCompany(ctx(), "Other");
      for (const res of [
        await other.admin.client.get(`/api/mailbox/members/${ann.userId}`),
        await other.admin.client.post(`/api/mailbox/members/${ann.userId}/push`),
        await admin.client.get("/api/mailbox/members/no-such-member"),
        await admin.client.post("/api/mailbox/members/..%2Fx/push"),
      ])
        expect(res.status).toBe(404);
      // The other company's own view knows nothing of this one.
      expect(await ownGmail(other.admin.client)).toEqual({ gmail: null, outlook: null });
      // A member may see their own, not another's, and may not push.
      const forbidden = [
        await ann.client.get(`/api/mailbox/members/${admin.userId}`),
        await ann.client.post(`/api/mailbox/members/${ann.userId}/push`),
      ];
      for (const res of forbidden) expect(res.status).toBe(403);
      expect((await ctx().client().get("/api/mailbox")).status).toBe(401);

      expect(await ctx().deps.db.select().from(mailboxPushes).where(eq(mailboxPushes.userId, ann.userId))).toEqual(rowBefore);
      expect(fake.counts.updates).toBe(updates);
    });
  },
  googleConfig(fake),
  { queue: true },
);
