// Scale-out: two real server processes on one PostgreSQL database share a deployment's
// batches (pg-boss hands each job to one worker), and every member is done exactly once.
// Runs where PostgreSQL does (TEST_DATABASE_URL): an embedded PGlite belongs to one process.
import { hostname } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROCESS_NAME, runDeploymentBatch } from "./run-deployment-batch";
import pg from "pg";
import { and, eq } from "drizzle-orm";
import { seedGallery } from "../../seed/seed";
import { deploymentMembers, deployments } from "../../db/schema";
import { createTestContext, startTestQueue } from "../../test/test-app";
import { openTestDatabase } from "../../test/test-database";
import { addMember, createCompany } from "../../test/factories";
import { startDeployment } from "./start-deployment";
import { DEMO_PASSWORD } from "../../seed/seed";
import { deploymentTestPorts, startServerPair, testDatabaseServerUrl, type Server, type ServerPair } from "../../test/server-process";
import { until } from "../../test/until";

const serverUrl = testDatabaseServerUrl();
const [PORT_A, PORT_B] = deploymentTestPorts();
const MEMBERS = 600;
// Small batches: many more jobs than a polling interval's worth, so the idle process polls while
// the other, which fetches again at once while there is work, is still busy.
const BATCH = 5;

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

// What the split below is read from: each process writes its own name on the members it did.
it("a process names itself host:pid on the members it deploys", () => {
  expect(PROCESS_NAME).toBe(`${hostname()}:${process.pid}`);
});

describe.skipIf(!serverUrl)("a deployment is shared by two server processes [postgres, two processes]", { timeout: 300_000 }, () => {
  // Made in beforeAll: without PostgreSQL this suite is skipped and nothing here runs.
  let url = new URL("postgres://127.0.0.1/unused");
  let pair: ServerPair | undefined;
  let a: Server | undefined;
  let b: Server | undefined;

  beforeAll(async () => {
    pair = await startServerPair("deploy_two", [PORT_A!, PORT_B!], {
      DEPLOYMENT_BATCH_SIZE: String(BATCH),
      DEPLOYMENT_WORKERS: "1",
      BETTER_AUTH_SECRET: "deployment-test-secret-deployment-test-0123",
    });
    ({ a, b } = pair);
    url = new URL(pair.databaseUrl);
    const [acme] = await query<{ id: string }>(url.toString(), `select id from accounts where name = 'Acme Inc.'`);
    await query(
      url.toString(),
      `with n as (select i from generate_series(1, $1::int) i),
            u as (insert into users (id, name, email) select 'gen-' || i, 'Generated ' || i, 'gen-' || i || '@acme.test' from n returning id, email),
            p as (insert into profiles (id, email, first_name, last_name) select id, email, 'Generated', id from u returning id)
       insert into account_users (user_id, account_id) select id, $2::uuid from p`,
      [MEMBERS, acme.id],
    );
  }, 600_000);

  afterAll(async () => {
    await pair?.stop();
  }, 120_000);

  it("both processes do batches of one deployment, and each member is done once", async () => {
    const signIn = await fetch(`${a!.base}/api/session/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a!.base },
      body: JSON.stringify({ email: "admin@acme.test", password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const started = await fetch(`${a!.base}/api/deployments`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: a!.base, cookie },
      body: JSON.stringify({ emailMembers: false }),
    });
    expect(started.status).toBe(201);
    const { deployment } = (await started.json()) as { deployment: { id: string; counts: { total: number } } };
    expect(deployment.counts.total).toBe(MEMBERS + 3);

    const finished = await until(
      async () => {
        const res = await fetch(`${b!.base}/api/deployments/${deployment.id}`, { headers: { cookie } });
        return ((await res.json()) as { deployment: { status: string; counts: { updated: number } } }).deployment;
      },
      (d) => d.status !== "running",
      "the deployment to finish",
    );
    expect(finished).toMatchObject({ status: "finished", counts: { updated: MEMBERS + 3 } });

    const split = await query<{ processed_by: string; n: number }>(
      url.toString(),
      `select processed_by, count(*)::int as n from deployment_members where deployment_id = $1 group by 1`,
      [deployment.id],
    );
    expect(split).toHaveLength(2);
    expect(split.every((s) => s.n > 0)).toBe(true);
    expect(split.reduce((sum, s) => sum + s.n, 0)).toBe(MEMBERS + 3);
    const pids = split.map((s) => Number(s.processed_by.split(":").at(-1))).sort();
    expect(pids).toEqual([a!.child.pid, b!.child.pid].sort());
    const [counts] = await query<{ updated: number; signatures: number }>(
      url.toString(),
      `select count(*) filter (where status = 'updated')::int as updated,
              (select count(*)::int from user_signatures s join deployment_members m on m.user_id = s.user_id and m.deployment_id = $1 where s.is_active) as signatures
         from deployment_members where deployment_id = $1`,
      [deployment.id],
    );
    expect(counts).toEqual({ updated: MEMBERS + 3, signatures: MEMBERS + 3 });
  });
});

// Two runs of one batch (a job re-delivered, or re-queued by a starting process while the
// first still runs): the second skips the member rows the first holds (SKIP LOCKED), does
// the rest, and fails so the queue retries it; if the first dies before its commit, the
// retry does the members it held. Each member is done once.
describe.skipIf(!serverUrl)("a batch whose rows another run holds [postgres]", () => {
  it("skips the held member, is retried, and the retry does it once the holder is gone", { timeout: 120_000 }, async () => {
    const handle = await openTestDatabase("postgres");
    const queue = await startTestQueue(handle);
    const holder = new pg.Client({ connectionString: handle.url });
    try {
      await seedGallery(handle.db);
      const ctx = createTestContext("postgres", handle.db, {}, null, queue);
      const { accountId, admin } = await createCompany(ctx);
      const [held, other] = [await addMember(ctx, accountId), await addMember(ctx, accountId)];
      const deployment = await startDeployment(ctx.deps, { ...admin, accountId, ip: null }, { emailMembers: false });
      const job = { deploymentId: deployment.id, batch: 0 };
      const rows = () => handle.db.select().from(deploymentMembers).where(eq(deploymentMembers.deploymentId, deployment.id));

      await holder.connect();
      await holder.query("begin");
      await holder.query("select 1 from deployment_members where deployment_id = $1 and user_id = $2 for update", [
        deployment.id,
        held.userId,
      ]);
      await expect(runDeploymentBatch(ctx.deps, job)).rejects.toThrow("another worker holds");
      const first = await rows();
      expect(first.find((r) => r.userId === held.userId)!.status).toBe("pending");
      expect(
        first
          .filter((r) => r.status === "updated")
          .map((r) => r.userId)
          .sort(),
      ).toEqual([admin.userId, other.userId].sort());

      // The holder dies without committing: the retry does its member, and only that one.
      await holder.query("rollback");
      await runDeploymentBatch(ctx.deps, job);
      const after = await rows();
      expect(after.every((r) => r.status === "updated")).toBe(true);
      for (const r of first.filter((x) => x.status === "updated"))
        expect(after.find((x) => x.userId === r.userId)!.processedAt).toEqual(r.processedAt);
      const [done] = await handle.db
        .select({ status: deployments.status })
        .from(deployments)
        .where(and(eq(deployments.id, deployment.id), eq(deployments.accountId, accountId)));
      expect(done.status).toBe("finished");
    } finally {
      await holder.end().catch(() => {});
      await queue.stop({ graceful: false });
      await handle.close();
    }
  });
});
