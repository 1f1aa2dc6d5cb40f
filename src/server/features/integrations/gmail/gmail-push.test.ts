import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../../test/test-app";
import { mailboxPushes, userSignatures, users } from "../../../db/schema";
import { startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import { googleConfig, pushJobsLeft, pushesOf, settled, syncedCompany as synced, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";
import { requeueMailboxPushes } from "./gmail-push-queue";
import { enqueueMailboxPushes } from "./enqueue-mailbox-pushes";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());
const syncedCompany = (ctx: Parameters<typeof synced>[0], count: number) => synced(ctx, fake, count);

describeEachDatabase(
  "Signatures pushed into Gmail",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it('a deployment with "Put it in Gmail" puts each member\'s signature in Gmail, aliases in the domain too, once per version', async () => {
      const { admin, accountId, people, domain } = await syncedCompany(ctx(), 6);
      const calls = { ...fake.counts };
      const start = await admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
      expect(start.status).toBe(201);
      const rows = await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 6),
        "six pushes",
      );
      expect(rows.every((r) => r.status === "pushed" && r.pushedAt && !r.changedByProvider)).toBe(true);
      const [stored] = await ctx()
        .deps.db.select({ html: userSignatures.htmlContent })
        .from(userSignatures)
        .innerJoin(users, eq(users.id, userSignatures.userId))
        .where(eq(users.email, people[0].primaryEmail));
      expect(fake.signatureOf(people[0].primaryEmail)).toBe(stored.html);
      expect(fake.signatureOf(people[0].primaryEmail, `sales@${domain}`)).toBe(stored.html);
      expect(fake.signatureOf(people[0].primaryEmail, "someone@elsewhere.test")).toBe("");
      expect(rows.find((r) => r.aliases === 1)).toBeTruthy();
      // A first push: one token, one list of send-as addresses, one update each (the primary
      // address beside the list, the alias in the domain after it).
      expect(fake.counts.tokens - calls.tokens).toBe(6);
      expect(fake.counts.sendAsLists - calls.sendAsLists).toBe(6);
      expect(fake.counts.updates - calls.updates).toBe(7);
      // Deploying again changes no signature: no version is pushed twice. Once the second
      // deployment finished and the push queue drained, a push would have happened.
      const updates = fake.counts.updates;
      const again = await admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
      expect(again.status).toBe(201);
      await until(
        () => admin.client.get(`/api/deployments/${again.json.deployment.id}`),
        (r) => r.json.deployment.status === "finished",
        "the second deployment",
      );
      await until(
        () => pushJobsLeft(ctx(), accountId),
        (n) => n === 0,
        "the push queue to drain",
      );
      expect(fake.counts.updates).toBe(updates);
      expect(await enqueueMailboxPushes(ctx().deps, accountId, null)).toEqual([]);
    });

    it("refuses a signature over Gmail's 10,000 characters, says why, and records when Gmail changed what it was sent", async () => {
      const { accountId, people } = await syncedCompany(ctx(), 2);
      const ids = await ctx()
        .deps.db.select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.email, people[0].primaryEmail));
      const other = await ctx().deps.db.select({ id: users.id }).from(users).where(eq(users.email, people[1].primaryEmail));
      await ctx()
        .deps.db.insert(userSignatures)
        .values([
          { userId: ids[0].id, accountId, htmlContent: `<p>${"x".repeat(10_001)}</p>` },
          { userId: other[0].id, accountId, htmlContent: '<p style="color:red">Short</p>' },
        ]);
      fake.rewriteSignatures((html) => html.replace(' style="color:red"', ""));
      const before = fake.counts.updates;
      expect(await enqueueMailboxPushes(ctx().deps, accountId, null)).toHaveLength(2);
      const rows = await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 2),
        "two pushes",
      );
      fake.rewriteSignatures(null);
      const long = rows.find((r) => r.userId === ids[0].id)!;
      expect(long.status).toBe("failed");
      // Worded as Gmail's limit, with this signature's length and what to do.
      expect(long.error).toMatch(/^Gmail allows 10,000 characters; this signature has 10,008\. Shorten the template/);
      const short = rows.find((r) => r.userId === other[0].id)!;
      expect(short).toMatchObject({ status: "pushed", changedByProvider: true });
      expect(fake.counts.updates - before).toBe(1);
    });

    it("rides out a storm of 429s (honouring Retry-After) and 500s, and mints a new token when Google expires the old one", async () => {
      const { accountId } = await syncedCompany(ctx(), 5);
      const members = await ctx().deps.db.execute(
        `select au.user_id from account_users au join directory_members dm using (user_id) where au.account_id = '${accountId}'`,
      );
      const userIds = (members as unknown as { rows: { user_id: string }[] }).rows.map((r) => r.user_id);
      await ctx()
        .deps.db.insert(userSignatures)
        .values(userIds.map((userId, i) => ({ userId, accountId, htmlContent: `<p>Signature ${i}</p>` })));
      fake.expireTokens();
      const refused = fake.counts.refused429;
      fake.failNext({ status: 429, retryAfterSeconds: 1, path: "gmail" }, 6);
      fake.failNext({ status: 500, path: "gmail" }, 2);
      const minted = ctx().deps.tokens.google.minted;
      await enqueueMailboxPushes(ctx().deps, accountId, userIds);
      const rows = await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 5),
        "five pushes",
      );
      expect(rows.map((r) => r.status)).toEqual(Array(5).fill("pushed"));
      expect(fake.counts.refused429 - refused).toBe(6);
      expect(ctx().deps.tokens.google.minted).toBeGreaterThan(minted);
    });

    it("a push held by a process that died is taken over after its lease and done once; a live one is left alone", async () => {
      const { accountId, people } = await syncedCompany(ctx(), 1);
      const [member] = await ctx().deps.db.select({ id: users.id }).from(users).where(eq(users.email, people[0].primaryEmail));
      await ctx().deps.db.insert(userSignatures).values({ userId: member.id, accountId, htmlContent: "<p>Once</p>" });
      await enqueueMailboxPushes(ctx().deps, accountId, [member.id]);
      await until(
        () => pushesOf(ctx(), accountId),
        (r) => settled(r, 1),
        "the push",
      );
      const row = and(eq(mailboxPushes.accountId, accountId), eq(mailboxPushes.userId, member.id));
      const count = () => fake.updates.filter((u) => u.sendAs === people[0].primaryEmail).length;
      expect(count()).toBe(1);
      // As if a process claimed it a moment ago and is still pushing: a redelivered job does nothing.
      await ctx().deps.db.update(mailboxPushes).set({ status: "pushing", claimedAt: new Date() }).where(row);
      await requeueMailboxPushes(ctx().deps);
      await until(
        () => pushJobsLeft(ctx(), accountId),
        (n) => n === 0,
        "the redelivered job",
      );
      expect(count()).toBe(1);
      expect((await pushesOf(ctx(), accountId))[0].status).toBe("pushing");
      // As if that process died five minutes ago: the sweep's job takes it over and pushes it.
      await ctx()
        .deps.db.update(mailboxPushes)
        .set({ claimedAt: new Date(Date.now() - 5 * 60_000) })
        .where(row);
      await requeueMailboxPushes(ctx().deps);
      await requeueMailboxPushes(ctx().deps);
      await until(
        () => pushesOf(ctx(), accountId),
        (r) => r[0].status === "pushed",
        "the takeover",
      );
      // Both requeued jobs done: the second found the version pushed and pushed nothing.
      await until(
        () => pushJobsLeft(ctx(), accountId),
        (n) => n === 0,
        "both requeued jobs",
      );
      expect(count()).toBe(2);
    });
  },
  googleConfig(fake),
  { queue: true },
);
