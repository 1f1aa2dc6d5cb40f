// Deployment emails through the queue and real SMTP: a refused email stays visible as
// failed with its error and is queued for a retry (never lost); the retry sends it once,
// and a duplicate job sends nothing (never twice).
import { forgetReads } from "../../lib/read-cache";
import { expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { sendDeploymentEmail } from "./send-deployment-email";
import { SIGNATURE_CHANGED_EMAIL_SUBJECT } from "../mailboxes";
import { waitForDeployment } from "./deployment-test-helpers";

describeEachDatabase(
  "deployment emails over SMTP",
  (ctx) => {
    it("an SMTP failure leaves the email failed, visible and queued for retry; the retry sends it exactly once", async () => {
      const { accountId, admin } = await createCompany(ctx());
      const member = await addMember(ctx(), accountId);
      const smtp = ctx().smtp!;
      smtp.refuseNext(1);
      const started = await admin.client.post("/api/deployments", {});
      const id = started.json.deployment.id as string;
      await waitForDeployment(ctx(), id, { emails: true });

      const results = await admin.client.get(`/api/deployments/${id}/members`);
      const failed = results.json.members.filter((m: { emailStatus: string }) => m.emailStatus === "failed");
      const sent = results.json.members.filter((m: { emailStatus: string }) => m.emailStatus === "sent");
      expect(failed).toHaveLength(1);
      expect(sent).toHaveLength(1);
      expect(failed[0].emailError).toContain("try again later");
      const summary = await admin.client.get(`/api/deployments/${id}`);
      expect(summary.json.deployment.counts).toMatchObject({ emailsSent: 1, emailsFailed: 1 });

      // Not lost: pg-boss holds the job for a retry with backoff.
      const waiting = await ctx().deps.db.execute(
        sql`select state from pgboss.job where name = 'deployment-email' and data->>'userId' = ${failed[0].userId}`,
      );
      expect((waiting as unknown as { rows: { state: string }[] }).rows.map((r) => r.state)).toEqual(["retry"]);

      // The retry (run here as the queue would) sends it; a duplicate job sends nothing.
      const job = { deploymentId: id, userId: failed[0].userId as string };
      await sendDeploymentEmail(ctx().deps, job);
      await sendDeploymentEmail(ctx().deps, job);
      // Called directly, not through the queue's worker (which empties the read cache after it).
      forgetReads(ctx().deps.db);
      const to = failed[0].email as string;
      expect(smtp.received(to).filter((m) => m.subject === SIGNATURE_CHANGED_EMAIL_SUBJECT)).toHaveLength(1);
      expect(smtp.received(sent[0].email).filter((m) => m.subject === SIGNATURE_CHANGED_EMAIL_SUBJECT)).toHaveLength(1);
      const after = await admin.client.get(`/api/deployments/${id}/members`);
      expect(after.json.members.every((m: { emailStatus: string }) => m.emailStatus === "sent")).toBe(true);
      expect([admin.email, member.email]).toContain(to);
    });
  },
  {},
  { smtp: true, queue: true },
);
