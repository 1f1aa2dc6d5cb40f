// "Retry failed": after a retry, the deployment it retried counts each member once, by
// their latest result (the rows it wrote itself stay as written), so "Retry failed" is
// offered only while someone is still failed; a second retry while one runs starts nothing.
import { afterAll, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { startFakeGoogle, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { googleConfig } from "../integrations/google-test-helpers";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { accountUsers, auditLog, companyTemplates, deploymentMembers, deployments } from "../../db/schema";
import { REASONS } from "../signature";
import { DEPLOYMENT_MESSAGES } from "../../../shared/deployments/deployment-schema";
import { companyWithTeam, waitForDeployment } from "./deployment-test-helpers";
import { findStillFailed } from "./deployment-outcomes";
import { createDeployment } from "./start-deployment";

type Team = Awaited<ReturnType<typeof companyWithTeam>>;
type Member = {
  userId: string;
  status: string;
  reason: string | null;
  emailStatus: string;
  retriedIn: string | null;
  overLimitTemplate: { id: string; name: string } | null;
};

/** The support template: short (every member passes) or `length` characters of filler (over Gmail's limit). */
async function supportTemplate(ctx: TestContext, team: Team, filler: number | null) {
  const htmlContent = filler === null ? "<p>Support: {{full_name}}</p>" : `<p>{{full_name}}</p><p>${"x".repeat(filler)}</p>`;
  await ctx.deps.db
    .update(companyTemplates)
    .set({ htmlContent, updatedAt: new Date() })
    .where(eq(companyTemplates.id, team.longTemplate.id));
}

async function deploy(ctx: TestContext, team: Team, body: object = { emailMembers: false }) {
  const res = await team.admin.client.post("/api/deployments", body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  await waitForDeployment(ctx, res.json.deployment.id, { emails: true });
  return res.json.deployment.id as string;
}

async function retry(ctx: TestContext, team: Team, id: string) {
  const res = await team.admin.client.post(`/api/deployments/${id}/retry`, {});
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  expect(res.json.deployment).toMatchObject({ kind: "retry", retryOf: id });
  await waitForDeployment(ctx, res.json.deployment.id, { emails: true });
  return res.json.deployment.id as string;
}

async function countsOf(team: Team, id: string) {
  const res = await team.admin.client.get(`/api/deployments/${id}`);
  expect(res.status).toBe(200);
  const { counts } = res.json.deployment;
  // Each member counted once: the results add up to the members deployed to.
  expect(counts.updated + counts.skipped + counts.failed + counts.pending).toBe(counts.total);
  return counts;
}

async function membersOf(team: Team, id: string, status?: string) {
  const res = await team.admin.client.get(`/api/deployments/${id}/members${status ? `?status=${status}` : ""}`);
  expect(res.status).toBe(200);
  expect(res.json.members).toHaveLength(res.json.total);
  return res.json.members as Member[];
}

async function retriesOf(ctx: TestContext, id: string) {
  return ctx.deps.db.select({ id: deployments.id }).from(deployments).where(eq(deployments.retryOf, id));
}

// Google Workspace connected (a fake of it): deployments put signatures in Gmail, so Gmail's limit fails a member.
const google: FakeGoogle = await startFakeGoogle();
afterAll(() => google.close());

describeEachDatabase(
  "deployments: results after retry failed",
  (ctx) => {
    it("the retried deployment counts the retried member by the retry's result, once; its own rows stay as written", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team, {});
      // Over Gmail's limit with the template unchanged: a retry can't fix it, the template can.
      expect(await countsOf(team, first)).toMatchObject({ total: 4, updated: 3, failed: 1, retryable: 0, overLimit: 1, emailsSent: 3 });
      expect(await membersOf(team, first, "failed")).toEqual([
        expect.objectContaining({
          userId: team.supporter.userId,
          overLimitTemplate: { id: team.longTemplate.id, name: expect.any(String) },
        }),
      ]);
      const refused = await team.admin.client.post(`/api/deployments/${first}/retry`, {});
      expect(refused.status).toBe(409);
      expect(refused.json.error).toMatchObject({ code: "template_too_long", message: DEPLOYMENT_MESSAGES.onlyOverLimit });
      expect(await retriesOf(ctx(), first)).toHaveLength(0);

      await supportTemplate(ctx(), team, null);
      expect(await countsOf(team, first)).toMatchObject({ failed: 1, retryable: 1, overLimit: 0 });
      expect((await membersOf(team, first, "failed"))[0].overLimitTemplate).toBeNull();
      const second = await retry(ctx(), team, first);
      expect(await countsOf(team, second)).toMatchObject({ total: 1, updated: 1, skipped: 0, failed: 0, emailsSent: 1 });
      expect(await countsOf(team, first)).toMatchObject({
        total: 4,
        updated: 4,
        skipped: 0,
        failed: 0,
        retryable: 0,
        pending: 0,
        emailsSent: 4,
        emailsQueued: 0,
      });
      const history = await team.admin.client.get("/api/deployments");
      expect(history.json.deployments.find((d: { id: string }) => d.id === first).counts).toMatchObject({ updated: 4, failed: 0 });

      const results = await membersOf(team, first);
      expect(results).toHaveLength(4);
      expect(results.find((m) => m.userId === team.supporter.userId)).toMatchObject({
        status: "updated",
        reason: null,
        emailStatus: "sent",
        retriedIn: second,
      });
      expect(results.filter((m) => m.retriedIn !== null)).toHaveLength(1);
      expect(await membersOf(team, first, "failed")).toEqual([]);
      expect((await membersOf(team, first, "updated")).map((m) => m.userId).sort()).toEqual(results.map((m) => m.userId).sort());

      // Nothing is failed any more: a second click retries nothing.
      const again = await team.admin.client.post(`/api/deployments/${first}/retry`, {});
      expect(again.status).toBe(409);
      expect(again.json.error).toMatchObject({ code: "nothing_failed", message: "No member failed in this deployment." });
      expect(await retriesOf(ctx(), first)).toHaveLength(1);

      // The first deployment's own row still says what happened then.
      const [own] = await ctx()
        .deps.db.select()
        .from(deploymentMembers)
        .where(and(eq(deploymentMembers.deploymentId, first), eq(deploymentMembers.userId, team.supporter.userId)));
      expect(own).toMatchObject({ status: "failed", reason: REASONS.tooLong(10_073) });
    });

    it("a retry that fails again keeps the newest reason; a later retry of the same deployment fixes it for both", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      await supportTemplate(ctx(), team, 10_200);
      const second = await retry(ctx(), team, first);
      expect(await countsOf(team, first)).toMatchObject({ updated: 3, failed: 1, retryable: 0, overLimit: 1 });
      expect(await membersOf(team, first, "failed")).toEqual([
        expect.objectContaining({ userId: team.supporter.userId, reason: REASONS.tooLong(10_223), retriedIn: second }),
      ]);

      await supportTemplate(ctx(), team, null);
      const third = await retry(ctx(), team, first);
      expect(await countsOf(team, first)).toMatchObject({ updated: 4, failed: 0 });
      // The earlier retry answers by the later one too: nothing of it is failed any more.
      expect(await countsOf(team, second)).toMatchObject({ total: 1, updated: 1, failed: 0 });
      expect(await membersOf(team, second)).toEqual([
        expect.objectContaining({ userId: team.supporter.userId, status: "updated", retriedIn: third }),
      ]);
      for (const id of [first, second]) {
        const again = await team.admin.client.post(`/api/deployments/${id}/retry`, {});
        expect(again.status).toBe(409);
        expect(again.json.error.code).toBe("nothing_failed");
      }
    });

    it("a retry of a retry counts for the deployment at the start of the chain", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      await supportTemplate(ctx(), team, 10_200);
      const second = await retry(ctx(), team, first);
      await supportTemplate(ctx(), team, null);
      const third = await retry(ctx(), team, second);
      for (const id of [first, second]) expect(await countsOf(team, id)).toMatchObject({ failed: 0 });
      expect(await countsOf(team, first)).toMatchObject({ total: 4, updated: 4 });
      expect((await membersOf(team, first)).find((m) => m.userId === team.supporter.userId)).toMatchObject({
        status: "updated",
        retriedIn: third,
      });
      // A new deployment is a run of its own: earlier ones don't answer by it, nor it by them.
      await supportTemplate(ctx(), team, 10_050);
      const fourth = await deploy(ctx(), team);
      expect(await countsOf(team, fourth)).toMatchObject({ total: 4, failed: 1 });
      expect(await countsOf(team, first)).toMatchObject({ failed: 0 });
    });

    it("a retry while the retry of the same deployment runs starts nothing and answers the running retry", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      const other = await deploy(ctx(), team);
      // A retry of the first deployment, running (as the one-running index sees it).
      const [running] = await ctx()
        .deps.db.insert(deployments)
        .values({ accountId: team.accountId, kind: "retry", retryOf: first, templates: [], emailMembers: false, total: 0, batchCount: 0 })
        .returning({ id: deployments.id });
      const again = await team.admin.client.post(`/api/deployments/${first}/retry`, {});
      expect(again.status).toBe(200);
      expect(again.json.deployment).toMatchObject({ id: running.id, kind: "retry", retryOf: first, status: "running" });
      // Another deployment's retry waits its turn, as any deployment does.
      const otherRetry = await team.admin.client.post(`/api/deployments/${other}/retry`, {});
      expect(otherRetry.status).toBe(409);
      expect(otherRetry.json.error.code).toBe("deployment_running");
      expect(await retriesOf(ctx(), first)).toHaveLength(1);
      const audits = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, team.accountId), eq(auditLog.action, "deployment.retried")));
      expect(audits).toEqual([]);

      // Isolation: another company's admin gets 404, never the running retry; a member 403.
      const stranger = await createCompany(ctx());
      const theirs = await stranger.admin.client.post(`/api/deployments/${first}/retry`, {});
      expect(theirs.status).toBe(404);
      expect(JSON.stringify(theirs.json)).not.toContain(running.id);
      expect((await team.sellers[0].client.post(`/api/deployments/${first}/retry`, {})).status).toBe(403);
      expect(await retriesOf(ctx(), first)).toHaveLength(1);
    });

    it("two clicks at once start one retry; the member is deployed once", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      await supportTemplate(ctx(), team, null);
      const answers = await Promise.all([1, 2].map(() => team.admin.client.post(`/api/deployments/${first}/retry`, {})));
      const created = answers.filter((a) => a.status === 201);
      expect(created, JSON.stringify(answers.map((a) => a.json))).toHaveLength(1);
      // The other click: the same running retry, or (if that one already finished) nothing left to retry.
      const other = answers.find((a) => a !== created[0])!;
      if (other.status === 200) expect(other.json.deployment.id).toBe(created[0].json.deployment.id);
      else expect(other.json.error.code).toBe("nothing_failed");
      const retries = await retriesOf(ctx(), first);
      expect(retries).toHaveLength(1);
      await waitForDeployment(ctx(), retries[0].id);
      expect(await countsOf(team, retries[0].id)).toMatchObject({ total: 1, updated: 1 });
      expect(await countsOf(team, first)).toMatchObject({ total: 4, updated: 4, failed: 0 });
    });

    it("a retry that read the failed members before another retry fixed them starts nothing", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      await supportTemplate(ctx(), team, null);
      const [earlier] = await ctx().deps.db.select().from(deployments).where(eq(deployments.id, first));
      const stale = await findStillFailed(ctx().deps.db, team.accountId, earlier);
      expect(stale).toEqual([team.supporter.userId]);
      await retry(ctx(), team, first);
      // The late click read `stale` before that retry finished; inside its transaction it reads again.
      const late = createDeployment(
        ctx().deps,
        { userId: team.admin.userId, accountId: team.accountId, ip: null },
        {
          kind: "retry",
          retryOf: first,
          departmentIds: null,
          userIds: stale,
          emailMembers: false,
          rememberEmailChoice: false,
          confirmMembers: (tx) => findStillFailed(tx, team.accountId, earlier),
        },
        {},
      );
      await expect(late).rejects.toMatchObject({ status: 409, code: "nothing_failed" });
      expect(await retriesOf(ctx(), first)).toHaveLength(1);
    });

    it("a failed member who left the company since stays failed but is not offered for a retry", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      expect(await countsOf(team, first)).toMatchObject({ failed: 1, retryable: 0, overLimit: 1 });
      // They also belong to another company, so removing them here keeps their user and their rows.
      const elsewhere = await createCompany(ctx(), "Elsewhere");
      await ctx().deps.db.insert(accountUsers).values({ userId: team.supporter.userId, accountId: elsewhere.accountId, role: "user" });
      const removed = await team.admin.client.delete(`/api/team/members/${team.supporter.userId}`);
      expect(removed.status, JSON.stringify(removed.json)).toBe(204);

      expect(await countsOf(team, first)).toMatchObject({ total: 4, updated: 3, failed: 1, retryable: 0, overLimit: 0 });
      const history = await team.admin.client.get("/api/deployments");
      expect(history.json.deployments.find((d: { id: string }) => d.id === first).counts).toMatchObject({ failed: 1, retryable: 0 });
      const again = await team.admin.client.post(`/api/deployments/${first}/retry`, {});
      expect(again.status).toBe(409);
      expect(again.json.error).toMatchObject({ code: "nothing_failed", message: "No member failed in this deployment." });
      expect(await retriesOf(ctx(), first)).toHaveLength(0);
    });

    it("a failed member deleted since (with their user) leaves the deployment's results, not its total", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      const removed = await team.admin.client.delete(`/api/team/members/${team.supporter.userId}`);
      expect(removed.status, JSON.stringify(removed.json)).toBe(204);
      const res = await team.admin.client.get(`/api/deployments/${first}`);
      // The total is the members deployed to then; the panel names the difference "removed since".
      expect(res.json.deployment.counts).toMatchObject({ total: 4, updated: 3, skipped: 0, failed: 0, retryable: 0, pending: 0 });
      expect((await membersOf(team, first)).map((m) => m.userId)).not.toContain(team.supporter.userId);
    });

    it("isolation: another company's deployments and retries never count for this one", async () => {
      const team = await companyWithTeam(ctx(), google);
      const stranger = await companyWithTeam(ctx(), google);
      const first = await deploy(ctx(), team);
      const theirs = await deploy(ctx(), stranger);
      await supportTemplate(ctx(), stranger, null);
      await retry(ctx(), stranger, theirs);
      expect(await countsOf(stranger, theirs)).toMatchObject({ failed: 0 });
      expect(await countsOf(team, first)).toMatchObject({ updated: 3, failed: 1, retryable: 0, overLimit: 1 });
      expect(await membersOf(team, first, "failed")).toEqual([expect.objectContaining({ userId: team.supporter.userId, retriedIn: null })]);
      expect((await stranger.admin.client.get(`/api/deployments/${first}/members`)).status).toBe(404);
    });
  },
  googleConfig(google),
  { queue: true },
);
