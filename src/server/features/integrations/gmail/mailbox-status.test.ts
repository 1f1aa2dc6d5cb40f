// What a member's Gmail status and a deployment's Gmail counts say, against what the fake of
// Google holds: updated, unchanged and failed counted apart; /users says whether the mailbox
// holds the member's signature now (its latest attempt for that version), not only "pushed";
// the dry run counts the mailboxes that are out of date when no signature changes.
import { afterAll, beforeAll, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../../test/test-app";
import { companyTemplates } from "../../../db/schema";
import { createCompany } from "../../../test/factories";
import { startFakeGoogle, type FakeGoogle } from "../../../../../dev-servers/fake-google/fake-google";
import { googleConfig, pushesOf, settled, syncedCompany, startMailboxPushWorkers } from "../google-test-helpers";
import { until } from "../../../test/until";

const fake: FakeGoogle = await startFakeGoogle();
afterAll(() => fake.close());

type Client = ReturnType<TestContext["client"]>;

async function deploy(ctx: TestContext, client: Client, accountId: string, pushToMailboxes: boolean, pushes: number) {
  const started = await client.post("/api/deployments", { emailMembers: false, pushToMailboxes });
  expect(started.status, started.text).toBe(201);
  const id = started.json.deployment.id as string;
  await until(
    () => client.get(`/api/deployments/${id}`),
    (res) => res.json.deployment.status === "finished",
    "the deployment",
  );
  await until(
    () => pushesOf(ctx, accountId),
    (rows) => settled(rows, pushes),
    `${pushes} pushes`,
  );
  return (await client.get(`/api/deployments/${id}`)).json.deployment;
}

describeEachDatabase(
  "Gmail statuses that tell the truth",
  (ctx) => {
    beforeAll(async () => {
      await startMailboxPushWorkers(ctx().deps);
    });

    it("counts updated, unchanged and failed apart, as the fake of Google saw them; /users says which mailboxes are out of date and why", async () => {
      const { admin, accountId, people } = await syncedCompany(ctx(), fake, 3);
      // people[2] has no Gmail mailbox (a user without a Workspace licence): Google answers "Mail service not enabled".
      fake.setUsers(people.slice(0, 2));
      const primaries = new Set(people.map((p) => p.primaryEmail));
      const updatesSoFar = () => fake.updates.filter((u) => primaries.has(u.sendAs)).length;

      const first = await deploy(ctx(), admin.client, accountId, true, 3);
      expect(first.counts.gmail).toEqual({ queued: 0, updated: 2, unchanged: 0, failed: 1 });
      // The fake's own record: one update of each primary address that has a mailbox, none for the other.
      const state = (await (await fetch(`${fake.url}/fake/state`)).json()) as {
        signatures: Record<string, { isPrimary: boolean; signature: string }[]>;
      };
      const inGmail = people.filter((p) => state.signatures[p.primaryEmail]?.some((s) => s.isPrimary && s.signature));
      expect(inGmail.length).toBe(first.counts.gmail.updated);
      expect(state.signatures[people[2].primaryEmail]).toBeUndefined();
      expect(updatesSoFar()).toBe(2);

      const rowOf = async (email: string) =>
        (await admin.client.get(`/api/team?search=${encodeURIComponent(email)}`)).json.rows.find(
          (r: { email: string }) => r.email === email,
        );
      const failed = (await rowOf(people[2].primaryEmail)).mailbox;
      expect(failed).toMatchObject({ provider: "google", status: "failed", isCurrent: true, pushedAt: null });
      expect(failed.error).toBe(
        `${people[2].primaryEmail} has no Gmail mailbox: it may be a group, or a user without a Workspace licence that includes Gmail. Give the user a licence with Gmail, or leave it: the signature is still there to copy, and the Outlook add-in still inserts it.`,
      );
      expect((await rowOf(people[0].primaryEmail)).mailbox).toMatchObject({ status: "pushed", isCurrent: true, error: null });

      // Nothing changed since: the dry run says so and counts the one mailbox still out of date.
      const dry = await admin.client.post("/api/deployments/dry-run", {});
      expect(dry.json).toMatchObject({ changed: 0, gmailOutOfDate: 1 });
      // Deploying again sends nothing Gmail already holds: 0 updated, 2 unchanged, the failed one tried again.
      const second = await deploy(ctx(), admin.client, accountId, true, 3);
      expect(second.counts).toMatchObject({ updated: 0, skipped: 4, gmail: { queued: 0, updated: 0, unchanged: 2, failed: 1 } });
      expect(updatesSoFar()).toBe(2);
      // The first deployment's figures still add up to its members.
      const history = (await admin.client.get("/api/deployments")).json.deployments;
      expect(history.find((d: { id: string }) => d.id === first.id).counts.gmail).toMatchObject({ updated: 2, failed: 1 });

      // A newer signature deployed without Gmail: every mailbox holds an older one now.
      await ctx()
        .deps.db.update(companyTemplates)
        .set({ htmlContent: "<p>{{full_name}} (new)</p>", version: sql`${companyTemplates.version} + 1`, updatedAt: new Date() })
        .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
      await deploy(ctx(), admin.client, accountId, false, 3);
      expect((await rowOf(people[0].primaryEmail)).mailbox).toMatchObject({ status: "pushed", isCurrent: false });
      expect((await rowOf(people[2].primaryEmail)).mailbox).toMatchObject({ status: "failed", isCurrent: false });
      expect((await admin.client.post("/api/deployments/dry-run", {})).json).toMatchObject({ changed: 0, gmailOutOfDate: 3 });
      // Another company sees none of it.
      const other = await createCompany(ctx(), "Other");
      expect((await other.admin.client.get(`/api/deployments/${first.id}`)).status).toBe(404);
      expect((await other.admin.client.post("/api/deployments/dry-run", {})).json.gmailOutOfDate).toBeNull();
    });
  },
  googleConfig(fake),
  { queue: true },
);
