import { afterAll, expect, it } from "vitest";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { startFakeGoogle, type FakeGoogle } from "../../../../dev-servers/fake-google/fake-google";
import { googleConfig } from "../integrations/google-test-helpers";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { accounts, auditLog, companyTemplates, deployments, userSignatures } from "../../db/schema";
import { REASONS } from "../signature";
import { companyWithTeam, signatureEmailsTo, waitForDeployment } from "./deployment-test-helpers";

// Google Workspace connected (a fake of it): deployments put signatures in Gmail, so Gmail's limit fails a member.
const google: FakeGoogle = await startFakeGoogle();
afterAll(() => google.close());

describeEachDatabase(
  "deployments: dry run, deploy, skip, fail, retry",
  (ctx) => {
    it("a dry run counts who gets a new signature, who is unchanged and who fails and why, and changes nothing", async () => {
      const team = await companyWithTeam(ctx(), google);
      const res = await team.admin.client.post("/api/deployments/dry-run", {});
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ members: 4, changed: 3, unchanged: 0, failed: 1, overLimit: 1, emailMembers: true, running: null });
      expect(res.json.failures).toEqual([
        { userId: team.supporter.userId, name: "Test User", email: team.supporter.email, reason: REASONS.tooLong(10_073) },
      ]);
      expect(res.json.sample.after).toContain("Test User");
      expect(await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.accountId, team.accountId))).toHaveLength(0);

      const sales = await team.admin.client.post("/api/deployments/dry-run", { departmentIds: [team.sales.id] });
      expect(sales.json).toMatchObject({ members: 2, changed: 2, failed: 0 });
    });

    it("without Gmail (no Google Workspace, or \"Put it in Gmail\" off) a signature over Gmail's limit deploys; with it, Gmail's limit fails that member", async () => {
      const outlookOnly = await companyWithTeam(ctx());
      const dry = await outlookOnly.admin.client.post("/api/deployments/dry-run", {});
      expect(dry.json).toMatchObject({ members: 4, changed: 4, failed: 0, overLimit: 0 });
      const res = await outlookOnly.admin.client.post("/api/deployments", { emailMembers: false });
      expect(res.status).toBe(201);
      await waitForDeployment(ctx(), res.json.deployment.id);
      const done = await outlookOnly.admin.client.get(`/api/deployments/${res.json.deployment.id}`);
      expect(done.json.deployment.counts).toMatchObject({ total: 4, updated: 4, failed: 0 });
      const [stored] = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, outlookOnly.supporter.userId));
      expect(stored.htmlContent.length).toBeGreaterThan(10_000);

      const connected = await companyWithTeam(ctx(), google);
      const off = await connected.admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: false });
      await waitForDeployment(ctx(), off.json.deployment.id);
      expect((await connected.admin.client.get(`/api/deployments/${off.json.deployment.id}`)).json.deployment.counts).toMatchObject({
        updated: 4,
        failed: 0,
      });
      const on = await connected.admin.client.post("/api/deployments", { emailMembers: false, pushToMailboxes: true });
      await waitForDeployment(ctx(), on.json.deployment.id);
      const failed = await connected.admin.client.get(`/api/deployments/${on.json.deployment.id}/members?status=failed`);
      expect(failed.json.members).toEqual([
        expect.objectContaining({
          userId: connected.supporter.userId,
          reason:
            "Gmail allows 10,000 characters; this signature has 10,073. Shorten the template (fewer or smaller images, less inline style), then deploy again.",
        }),
      ]);
    });

    it("a deployed signature is stored compressed: with lz4 on a PostgreSQL server that has it, pglz on PGlite", async () => {
      const team = await companyWithTeam(ctx());
      const res = await team.admin.client.post("/api/deployments", { emailMembers: false });
      await waitForDeployment(ctx(), res.json.deployment.id);
      // The supporter's signature is over 10,000 characters: PostgreSQL compresses a value that long.
      const rows = async <T>(query: SQL) => ((await ctx().deps.db.execute(query)) as unknown as { rows: T[] }).rows;
      const [server] = await rows<{ lz4: boolean }>(
        sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`,
      );
      const stored = await rows<{ method: string; length: number }>(
        sql`select pg_column_compression(html_content) as method, length(html_content) as length
              from user_signatures where user_id = ${team.supporter.userId}`,
      );
      expect(stored).toEqual([{ method: server.lz4 ? "lz4" : "pglz", length: expect.any(Number) }]);
      expect(stored[0].length).toBeGreaterThan(10_000);
    });

    it("the sample's 'now' is the signature the member has now, rendered, for a member who never deployed", async () => {
      const { admin } = await createCompany(ctx());
      // Opening /signature stores the member's signature row with its template's HTML.
      const own = await admin.client.get("/api/signature");
      expect(own.status).toBe(200);
      const res = await admin.client.post("/api/deployments/dry-run", {});
      expect(res.status).toBe(200);
      expect(res.json.overLimit).toBe(0);
      const { before, deployed, after } = res.json.sample;
      expect(deployed).toBe(false);
      expect(before).not.toContain("{{");
      expect(before).toContain("Test User");
      expect(before).toBe(after);
    });

    it("a deployment stores each member's rendered signature, emails the changed, records failures; the next skips the unchanged", async () => {
      const team = await companyWithTeam(ctx(), google);
      const res = await team.admin.client.post("/api/deployments", {});
      expect(res.status).toBe(201);
      expect(res.json.deployment).toMatchObject({ status: "running", kind: "deploy", emailMembers: true, counts: { total: 4 } });
      await waitForDeployment(ctx(), res.json.deployment.id, { emails: true });

      const done = await team.admin.client.get(`/api/deployments/${res.json.deployment.id}`);
      expect(done.json.deployment).toMatchObject({
        status: "finished",
        counts: { total: 4, updated: 3, skipped: 0, failed: 1, pending: 0, emailsSent: 3 },
      });
      expect(done.json.deployment.durationMs).toBeGreaterThanOrEqual(0);
      expect(done.json.deployment.templates.map((t: { name: string }) => t.name)).toContain("Support (long)");

      // What mail clients get: the rendered signature, with the member's name in it.
      const [stored] = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, team.sellers[0].userId));
      expect(stored.htmlContent).toContain("Test User");
      expect(stored.htmlContent).not.toContain("{{");
      expect(stored.deployedAt).not.toBeNull();
      // The member's /signature visit keeps the deployed signature.
      await team.sellers[0].client.post("/api/signature/ensure");
      const [after] = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, team.sellers[0].userId));
      expect(after.htmlContent).toBe(stored.htmlContent);

      expect(await signatureEmailsTo(ctx(), team.sellers[0].email)).toHaveLength(1);
      expect(await signatureEmailsTo(ctx(), team.supporter.email)).toHaveLength(0);

      const results = await team.admin.client.get(`/api/deployments/${res.json.deployment.id}/members`);
      expect(results.json.total).toBe(4);
      expect(results.json.members[0]).toMatchObject({
        userId: team.supporter.userId,
        status: "failed",
        reason: REASONS.tooLong(10_073),
        emailStatus: "none",
      });
      expect(results.json.members.filter((m: { emailStatus: string }) => m.emailStatus === "sent")).toHaveLength(3);
      const failedOnly = await team.admin.client.get(`/api/deployments/${res.json.deployment.id}/members?status=failed`);
      expect(failedOnly.json.members.map((m: { userId: string }) => m.userId)).toEqual([team.supporter.userId]);

      const [audit] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, team.accountId), eq(auditLog.action, "deployment.started")));
      expect(audit).toMatchObject({ actorUserId: team.admin.userId, targetType: "deployment", targetId: res.json.deployment.id });

      // Nothing changed since: every member is skipped, nobody is emailed again.
      const again = await team.admin.client.post("/api/deployments", {});
      await waitForDeployment(ctx(), again.json.deployment.id, { emails: true });
      const second = await team.admin.client.get(`/api/deployments/${again.json.deployment.id}`);
      expect(second.json.deployment.counts).toMatchObject({ updated: 0, skipped: 3, failed: 1, emailsSent: 0 });
      expect(await signatureEmailsTo(ctx(), team.sellers[0].email)).toHaveLength(1);

      const history = await team.admin.client.get("/api/deployments");
      expect(history.json.deployments.map((d: { id: string }) => d.id)).toEqual([again.json.deployment.id, res.json.deployment.id]);
      expect(history.json.running).toBeNull();
    });

    it("retry failed re-runs only the failed members, once the cause is fixed", async () => {
      const team = await companyWithTeam(ctx(), google);
      const first = await team.admin.client.post("/api/deployments", { emailMembers: false });
      await waitForDeployment(ctx(), first.json.deployment.id);
      // The choice is remembered for the account; nobody was emailed.
      const [account] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, team.accountId));
      expect(account.deploymentEmails).toBe(false);
      expect(await signatureEmailsTo(ctx(), team.sellers[0].email)).toHaveLength(0);

      await ctx()
        .deps.db.update(companyTemplates)
        .set({ htmlContent: "<p>Support: {{full_name}}</p>", updatedAt: new Date() })
        .where(eq(companyTemplates.id, team.longTemplate.id));
      const retry = await team.admin.client.post(`/api/deployments/${first.json.deployment.id}/retry`, {});
      expect(retry.status).toBe(201);
      expect(retry.json.deployment).toMatchObject({ kind: "retry", retryOf: first.json.deployment.id, counts: { total: 1 } });
      await waitForDeployment(ctx(), retry.json.deployment.id);
      const done = await team.admin.client.get(`/api/deployments/${retry.json.deployment.id}/members`);
      expect(done.json.members).toEqual([expect.objectContaining({ userId: team.supporter.userId, status: "updated", reason: null })]);
      const [stored] = await ctx().deps.db.select().from(userSignatures).where(eq(userSignatures.userId, team.supporter.userId));
      expect(stored.htmlContent).toBe("<p>Support: Test User</p>");

      // Nothing failed in the retry: nothing to retry.
      const none = await team.admin.client.post(`/api/deployments/${retry.json.deployment.id}/retry`, {});
      expect(none.status).toBe(409);
      expect(none.json.error.code).toBe("nothing_failed");
      const [audit] = await ctx()
        .deps.db.select()
        .from(auditLog)
        .where(and(eq(auditLog.accountId, team.accountId), eq(auditLog.action, "deployment.retried")));
      expect(audit.targetId).toBe(retry.json.deployment.id);
    });

    it("refuses unknown departments and a second deployment while one runs", async () => {
      const team = await companyWithTeam(ctx(), google);
      const other = await createCompany(ctx());
      const [foreign] = await ctx()
        .deps.db.select({ id: companyTemplates.id })
        .from(companyTemplates)
        .where(eq(companyTemplates.accountId, other.accountId));
      for (const body of [
        { departmentIds: [foreign.id] },
        { departmentIds: ["not-a-uuid"] },
        { departmentIds: "x" },
        { emailMembers: "yes" },
      ]) {
        const res = await team.admin.client.post("/api/deployments", body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(Object.keys(res.json.error.fields).length).toBeGreaterThan(0);
      }
      // A running deployment (as the unique index sees it): the second click is refused with 409.
      await ctx()
        .deps.db.insert(deployments)
        .values({ accountId: team.accountId, templates: [], emailMembers: false, total: 0, batchCount: 0 });
      const second = await team.admin.client.post("/api/deployments", {});
      expect(second.status).toBe(409);
      expect(second.json.error.code).toBe("deployment_running");
      const dry = await team.admin.client.post("/api/deployments/dry-run", {});
      expect(dry.json.running).not.toBeNull();
    });

    it("isolation: members 403, another company's admin 404 and nothing changes, no session 401", async () => {
      const team = await companyWithTeam(ctx(), google);
      const started = await team.admin.client.post("/api/deployments", {});
      const id = started.json.deployment.id as string;
      await waitForDeployment(ctx(), id);
      const stranger = await createCompany(ctx());
      const member = team.sellers[0];
      const anonymous = ctx().client();
      const routes: [string, string, unknown?][] = [
        ["POST", "/api/deployments/dry-run", {}],
        ["POST", "/api/deployments", {}],
        ["GET", "/api/deployments"],
        ["GET", `/api/deployments/${id}`],
        ["GET", `/api/deployments/${id}/members`],
        ["POST", `/api/deployments/${id}/retry`, {}],
      ];
      const before = await ctx().deps.db.select().from(deployments).where(eq(deployments.accountId, team.accountId));
      for (const [method, path, body] of routes) {
        expect((await member.client.request(method, path, body)).status, `${method} ${path} member`).toBe(403);
        expect((await anonymous.request(method, path, body)).status, `${method} ${path} anonymous`).toBe(401);
      }
      for (const [method, path, body] of routes.slice(3)) {
        const res = await stranger.admin.client.request(method, path, body);
        expect(res.status, `${method} ${path} stranger`).toBe(404);
      }
      // The stranger's own list holds none of the first company's deployments.
      const theirs = await stranger.admin.client.get("/api/deployments");
      expect(theirs.json.deployments).toEqual([]);
      expect(await ctx().deps.db.select().from(deployments).where(eq(deployments.accountId, team.accountId))).toEqual(before);
      // The first company's admin still works.
      expect((await team.admin.client.get(`/api/deployments/${id}`)).status).toBe(200);
      const newcomer = await addMember(ctx(), team.accountId);
      expect(newcomer.userId).toBeTruthy();
    });

    // The list is kept by the read cache (decision 024): the workers' writes empty it.
    it("the deployment list read while it runs shows it finished, with its emails, as soon as the workers are done", async () => {
      const team = await companyWithTeam(ctx(), google);
      const res = await team.admin.client.post("/api/deployments", {});
      const id = res.json.deployment.id as string;
      const listed = async () =>
        ((await team.admin.client.get("/api/deployments")).json.deployments as { id: string; status: string; counts: unknown }[]).find(
          (d) => d.id === id,
        );
      expect(await listed()).toBeTruthy();
      await waitForDeployment(ctx(), id, { emails: true });
      expect(await listed()).toMatchObject({ status: "finished", counts: { updated: 3, failed: 1, pending: 0, emailsSent: 3 } });
    });
  },
  googleConfig(google),
  { queue: true },
);
