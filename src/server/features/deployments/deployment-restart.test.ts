// Exactly once across a forced restart: one worker does a batch and "dies" before its job
// is completed (the queue is stopped without grace); a fresh queue on the same database
// (a restarted server) runs every job, that batch's job included, and re-queues what was
// left. Every member ends done exactly once: the first batch is not redone, none is lost,
// and each changed member gets exactly one email.
import { afterAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { createTestContext, startTestQueue } from "../../test/test-app";
import { openTestDatabase, testDatabaseKinds } from "../../test/test-database";
import { seedGallery } from "../../seed/seed";
import { addMember, createCompany } from "../../test/factories";
import { deploymentMembers, userSignatures } from "../../db/schema";
import { startDeployment } from "./start-deployment";
import { runDeploymentBatch } from "./run-deployment-batch";
import { startDeploymentWorkers } from "./deployment-workers";
import { signatureEmailsTo, waitForDeployment } from "./deployment-test-helpers";

for (const kind of testDatabaseKinds()) {
  describe(`deployment survives a restart [${kind}]`, () => {
    const cleanup: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const step of cleanup.reverse()) await step();
    });

    // Two queue starts (pg-boss creates its schema on a fresh PGlite) and sign-ups: slow on a loaded machine.
    it("kills the worker between batches; the restarted server finishes with every member done exactly once", async () => {
      const handle = await openTestDatabase(kind);
      cleanup.push(handle.close);
      await seedGallery(handle.db);
      const first = await startTestQueue(handle);
      const ctx = createTestContext(kind, handle.db, {}, null, first);
      const { accountId, admin } = await createCompany(ctx);
      const members = [admin, ...(await Promise.all([1, 2, 3, 4].map(() => addMember(ctx, accountId))))];

      // Batches of 2: three batch jobs are queued; no worker runs in this "process" yet.
      const deployment = await startDeployment(ctx.deps, { ...admin, accountId, ip: null }, {}, { batchSize: 2 });
      expect(deployment).toMatchObject({ status: "running", counts: { total: 5, pending: 5 } });

      // The worker does batch 0 and dies before completing its job.
      await runDeploymentBatch(ctx.deps, { deploymentId: deployment.id, batch: 0 });
      const firstBatch = await handle.db
        .select({ userId: deploymentMembers.userId, processedAt: deploymentMembers.processedAt })
        .from(deploymentMembers)
        .where(eq(deploymentMembers.batch, 0));
      expect(firstBatch).toHaveLength(2);
      const firstBatchSignatures = () =>
        handle.db
          .select({ userId: userSignatures.userId, updatedAt: userSignatures.updatedAt })
          .from(userSignatures)
          .where(
            inArray(
              userSignatures.userId,
              firstBatch.map((m) => m.userId),
            ),
          );
      const signaturesBefore = await firstBatchSignatures();
      await first.stop({ graceful: false });

      // The restarted server: a new queue on the same database, its workers, its start-up sweep.
      const second = await startTestQueue(handle);
      cleanup.push(() => second.stop({ graceful: false }));
      const restarted = createTestContext(kind, handle.db, {}, null, second);
      await startDeploymentWorkers(restarted.deps);
      await waitForDeployment(restarted, deployment.id, { emails: true });

      const rows = await handle.db.select().from(deploymentMembers).where(eq(deploymentMembers.deploymentId, deployment.id));
      expect(rows).toHaveLength(5);
      expect(rows.every((r) => r.status === "updated" && r.emailStatus === "sent" && r.emailAttempts === 1)).toBe(true);
      // Batch 0 was not done again: its rows and signatures are exactly as the first worker left them.
      for (const m of firstBatch) expect(rows.find((r) => r.userId === m.userId)!.processedAt).toEqual(m.processedAt);
      const signaturesAfter = await firstBatchSignatures();
      expect(signaturesAfter).toEqual(expect.arrayContaining(signaturesBefore));
      for (const m of members) expect(await signatureEmailsTo(restarted, m.email)).toHaveLength(1);
    }, 120_000);
  });
}
