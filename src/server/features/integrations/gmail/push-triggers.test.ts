// What puts a signature in Gmail besides "Deploy to team": a profile change (debounced), a
// sync that changes or adds people; a deployment batch's pushes commit with its results;
// the deployment's results and "Retry failed" cover the pushes; adoption counts them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../../test/test-app";
import { acceptSignInInvitation, addMember, createCompany } from "../../../test/factories";
import { accountUsers, companyTemplates, deploymentMembers, mailboxPushes, userSignatures, users } from "../../../db/schema";
import { generateDirectoryUsers, startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import type { JobQueue } from "../../../lib/queue";
import { googleConfig, pushesOf, settled, syncedCompany, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";
import { startHeldJobs } from "../../../test/held-jobs";
import { PUSH_QUEUE } from "./gmail-queues";
import { REFRESH_QUEUE } from "../../mailboxes";
import { createDeployment } from "../../deployments/start-deployment";
import { runDeploymentBatch } from "../../deployments/run-deployment-batch";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The company's default template: these placeholders (and this reply version), a new version. */
async function useTemplate(ctx: TestContext, accountId: string, html: string, reply?: string) {
  await ctx.deps.db
    .update(companyTemplates)
    .set({
      htmlContent: html,
      ...(reply ? { replyMode: "html" as const, replyHtmlContent: reply } : {}),
      version: sql`${companyTemplates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
}

async function deployToGmail(ctx: TestContext, admin: { client: ReturnType<TestContext["client"]> }, accountId: string, expected: number) {
  const started = await admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
  expect(started.status).toBe(201);
  await until(
    () => pushesOf(ctx, accountId),
    (rows) => settled(rows, expected),
    `${expected} pushes`,
  );
  return started.json.deployment.id as string;
}

const userIdOf = async (ctx: TestContext, email: string) =>
  (await ctx.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

/** The refresh jobs ever queued for a member's profile (waiting, running or done). */
const profileJobs = async (ctx: TestContext, accountId: string, userId: string) =>
  rowsOf<{ n: number }>(
    await ctx.deps.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${REFRESH_QUEUE} and singleton_key = ${`member:${accountId}:${userId}`}`,
    ),
  )[0].n;

describeEachDatabase(
  "What puts signatures in Gmail",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it("a deployment batch commits its results and its pushes together: a crash between them leaves no member unpushed", async () => {
      const { admin, accountId } = await syncedCompany(ctx(), fake, 3);
      const { db, queue } = ctx().deps;
      const members = await db.select({ userId: accountUsers.userId }).from(accountUsers).where(eq(accountUsers.accountId, accountId));
      // The batch job is run by hand below, not by the workers.
      const holdBatches: JobQueue = { ...queue, sendMany: async () => undefined };
      const deployment = await createDeployment(
        { ...ctx().deps, queue: holdBatches },
        { userId: admin.userId, accountId, ip: null },
        {
          kind: "deploy",
          retryOf: null,
          departmentIds: null,
          userIds: members.map((m) => m.userId),
          emailMembers: false,
          pushToMailboxes: true,
          rememberEmailChoice: false,
        },
        {},
      );
      const job = { deploymentId: deployment.id, batch: 0 };
      // The process dies as the pushes are queued: nothing of the batch is kept.
      const crash: JobQueue = {
        ...queue,
        sendMany: async (name, items, options) => {
          if (name === PUSH_QUEUE) throw new Error("the process died");
          return queue.sendMany(name, items, options);
        },
      };
      await expect(runDeploymentBatch({ ...ctx().deps, queue: crash }, job)).rejects.toThrow("the process died");
      const rows = await db.select().from(deploymentMembers).where(eq(deploymentMembers.deploymentId, deployment.id));
      expect(rows.every((r) => r.status === "pending")).toBe(true);
      expect(await db.select().from(userSignatures).where(eq(userSignatures.accountId, accountId))).toHaveLength(0);
      expect(await pushesOf(ctx(), accountId)).toHaveLength(0);
      // The job's retry writes the members and their pushes at once.
      await runDeploymentBatch(ctx().deps, job);
      const pushed = await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 3),
        "three pushes",
      );
      expect(pushed.map((r) => r.status)).toEqual(["pushed", "pushed", "pushed"]);
    });

    it("a profile change pushes that member alone, once for several quick edits; not without Google or a signature", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 3);
      await useTemplate(ctx(), accountId, "<p>{{full_name}} {{linkedin_url}}</p>", "<p>Reply: {{linkedin_url}}</p>");
      await deployToGmail(ctx(), admin, accountId, 3);
      const email = people[2].primaryEmail;
      const userId = await userIdOf(ctx(), email);
      // The member signs in (invited), then edits their LinkedIn address three times in a row.
      const { client: member, signedUp } = await acceptSignInInvitation(ctx(), admin, userId, email);
      expect(signedUp.status).toBe(201);
      const mine = () => fake.updates.filter((u) => u.email === email).length;
      const before = { mine: mine(), all: fake.updates.length };
      for (const name of ["first", "second", "third"])
        expect((await member.request("PUT", "/api/profile", { linkedinUrl: `linkedin.com/in/${name}` })).status).toBe(200);
      // The three edits found one refresh waiting, held back 5 seconds: it starts now instead.
      expect(await startHeldJobs(ctx().deps.db, REFRESH_QUEUE, { accountId })).toEqual([5]);
      await until(
        async () => fake.signatureOf(email) ?? "",
        (html) => html.includes("linkedin.com/in/third"),
        "the last edit in Gmail",
      );
      await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 3),
        "the push settled",
      );
      expect(await profileJobs(ctx(), accountId, userId)).toBe(1);
      expect(mine() - before.mine).toBe(1);
      expect(fake.updates.length - before.all).toBe(1);
      const [stored] = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, userId));
      expect(stored.htmlContent).toContain("linkedin.com/in/third");
      // The stored reply version is refreshed with it.
      expect(stored.replyHtmlContent).toContain("Reply:");
      expect(stored.replyHtmlContent).toContain("linkedin.com/in/third");

      // An admin's edit of a member without a signature, and a company without Google: no push.
      const plain = await addMember(ctx(), accountId);
      expect((await admin.client.request("PUT", `/api/team/members/${plain.userId}`, { jobTitle: "New" })).status).toBe(200);
      expect(await profileJobs(ctx(), accountId, plain.userId)).toBe(0);
      const unconnected = await createCompany(ctx());
      await unconnected.admin.client.post("/api/signature/ensure");
      expect((await unconnected.admin.client.request("PUT", "/api/profile", { firstName: "Ada", lastName: "Lovelace" })).status).toBe(200);
      expect(await profileJobs(ctx(), unconnected.accountId, unconnected.admin.userId)).toBe(0);
    });

    it("a sync pushes the members it changed, and a person it adds once the company puts signatures in Gmail", async () => {
      const { admin, accountId, people, domain } = await syncedCompany(ctx(), fake, 3);
      await useTemplate(ctx(), accountId, "<p>{{full_name}}, {{job_title}}</p>");
      await deployToGmail(ctx(), admin, accountId, 3);
      people[1].organizations = [{ title: "Director of Sales", department: "Sales", primary: true }];
      const hire = generateDirectoryUsers(1, domain, 40)[0];
      fake.setUsers([...people, hire]);
      const untouched = fake.updates.filter((u) => u.email === people[0].primaryEmail).length;
      const preview = await admin.client.post("/api/integrations/google/syncs");
      expect(preview.json.sync.counts).toMatchObject({ created: 1, updated: 1 });
      expect((await admin.client.post(`/api/integrations/google/syncs/${preview.json.sync.id}/apply`)).status).toBe(200);
      await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 4),
        "four pushes",
      );
      expect(fake.signatureOf(people[1].primaryEmail)).toContain("Director of Sales");
      expect(fake.signatureOf(hire.primaryEmail)).toContain(`${hire.name.givenName} ${hire.name.familyName}`);
      expect(fake.updates.filter((u) => u.email === people[0].primaryEmail)).toHaveLength(untouched);
    });

    it("a deployment's results show each member's Gmail status; Retry failed queues the failed pushes again", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 3);
      // people[2]'s mailbox is gone from Gmail: Google refuses the push (no retry helps).
      fake.setUsers(people.slice(0, 2));
      const id = await deployToGmail(ctx(), admin, accountId, 3);
      const deployment = await until(
        () => admin.client.get(`/api/deployments/${id}`),
        (res) => res.json.deployment.status === "finished",
        "the deployment",
      );
      expect(deployment.json.deployment).toMatchObject({
        pushToMailboxes: true,
        counts: { gmail: { updated: 2, unchanged: 0, failed: 1, queued: 0 } },
      });
      const results = await admin.client.get(`/api/deployments/${id}/members`);
      const failed = results.json.members.find((m: { email: string }) => m.email === people[2].primaryEmail);
      expect(failed.gmail).toMatchObject({ status: "failed", provider: "google" });
      expect(failed.gmail.error).toMatch(/has no Gmail mailbox: it may be a group, or a user without a Workspace licence/);
      const ok = results.json.members.find((m: { email: string }) => m.email === people[0].primaryEmail);
      expect(ok.gmail).toMatchObject({ status: "pushed", changedByProvider: false });

      // Another company's admin can't retry it; the member's mailbox is back; Retry failed pushes them.
      const other = await createCompany(ctx(), "Other");
      expect((await other.admin.client.post(`/api/deployments/${id}/retry`)).status).toBe(404);
      const [stillFailed] = await ctx()
        .deps.db.select()
        .from(mailboxPushes)
        .where(and(eq(mailboxPushes.accountId, accountId), eq(mailboxPushes.status, "failed")));
      expect(stillFailed).toBeTruthy();
      fake.setUsers(people);
      const retry = await admin.client.post(`/api/deployments/${id}/retry`);
      expect(retry.status).toBe(200);
      expect(retry.json).toMatchObject({ pushesRequeued: 1, deployment: { id } });
      await until(
        () => admin.client.get(`/api/deployments/${id}`),
        (res) => res.json.deployment.counts.gmail.updated === 3,
        "the retried push",
      );
      expect(fake.signatureOf(people[2].primaryEmail)).toBeTruthy();
      expect((await admin.client.post(`/api/deployments/${id}/retry`)).status).toBe(409);
    });

    it("a member whose signature goes into Gmail gets no email to copy it; one it can't go to Gmail for does", async () => {
      // The admin's address is outside the connected domain: no mailbox to push to.
      const { admin, people } = await syncedCompany(ctx(), fake, 2);
      const started = await admin.client.post("/api/deployments", { emailMembers: true, pushToMailboxes: true });
      expect(started.status).toBe(201);
      const id = started.json.deployment.id as string;
      type Result = { email: string; status: string; emailStatus: string; gmail: { status: string } | null };
      const results = await until(
        async () => (await admin.client.get(`/api/deployments/${id}/members`)).json.members as Result[],
        (members) =>
          members.length === 3 &&
          members.every((m) => m.status === "updated" && !["queued", "sending"].includes(m.emailStatus)) &&
          members.filter((m) => m.gmail?.status === "pushed").length === 2,
        "the deployment's emails and pushes",
      );
      const of = (email: string) => results.find((m) => m.email === email)!;
      for (const person of people) {
        expect(of(person.primaryEmail)).toMatchObject({ emailStatus: "none", gmail: { status: "pushed" } });
        expect(ctx().smtp!.received(person.primaryEmail)).toEqual([]);
      }
      expect(of(admin.email)).toMatchObject({ emailStatus: "sent", gmail: null });
      expect(ctx().smtp!.received(admin.email)).toHaveLength(1);
    });

    it("adoption counts members whose latest signature is in Gmail, and those who copied theirs", async () => {
      const { admin, accountId } = await syncedCompany(ctx(), fake, 2);
      await useTemplate(ctx(), accountId, "<p>{{full_name}}</p>");
      await deployToGmail(ctx(), admin, accountId, 2);
      await admin.client.post("/api/signature/ensure");
      expect((await admin.client.post("/api/signature/copied")).status).toBe(200);
      const day = new Date().toISOString().slice(0, 10);
      const stats = () => admin.client.get(`/api/statistics?from=${day}&to=${day}`);
      expect((await stats()).json).toMatchObject({ members: 3, membersAdopted: 3, adoptedBy: { gmail: 2, copied: 1 } });
      // A newer signature deployed without Gmail: what Gmail holds is no longer the latest.
      await useTemplate(ctx(), accountId, "<p>{{full_name}} (new)</p>");
      const started = await admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: false });
      await until(
        () => admin.client.get(`/api/deployments/${started.json.deployment.id}`),
        (res) => res.json.deployment.status === "finished",
        "the deployment",
      );
      expect((await stats()).json).toMatchObject({ membersAdopted: 1, adoptedBy: { gmail: 0, copied: 1 } });
    });
  },
  googleConfig(fake),
  { queue: true, smtp: true },
);
