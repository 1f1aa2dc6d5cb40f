// Deployment benchmark (npm run bench; issue 13): "Deploy to team" for BENCH_DEPLOY_MEMBERS
// (default 100,000) generated members of the demo company, on PostgreSQL only (PGlite is one
// process by design). It starts the real server (production mode) on a fresh database,
// generates the members with SQL, and deploys twice: with one server process, then with two
// on the same database. For each run it prints the wall time (start to finished), the peak
// resident memory of each server process (sampled every 250 ms) and how the members were
// split between the processes. Every member's stored signature is removed before each run,
// so both runs do the same work. Emails are off: they are separate jobs. Skipped, with the
// reason, where no PostgreSQL answers (TEST_DATABASE_URL or DATABASE_URL).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import pg from "pg";

const MEMBERS = Number(process.env.BENCH_DEPLOY_MEMBERS ?? 100_000);
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!url) {
    console.log("Deployment bench skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to run it.");
    return null;
  }
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch {
    console.log(`Deployment bench skipped: PostgreSQL at ${new URL(url).host} does not answer.`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

type Server = { base: string; child: ChildProcess; stop: () => Promise<void> };

async function startServer(databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      PORT: String(port),
      BASE_URL: base,
      DATABASE_URL: databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited before answering /api/health:\n${output}`);
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    base,
    child,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

function rssBytes(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify(ADMIN),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

async function generateMembers(db: pg.Client, count: number) {
  const { rows } = await db.query(`select id from accounts where name = 'Acme Inc.'`);
  const accountId = rows[0].id as string;
  const { rows: offices } = await db.query(`select id from company_offices where account_id = $1 order by created_at limit 1`, [accountId]);
  await db.query(
    `insert into users (id, name, email, email_verified)
       select 'bench-' || i, 'Bench Member ' || i, 'bench-' || i || '@acme.test', true from generate_series(1, $1) i`,
    [count],
  );
  await db.query(
    `insert into profiles (id, email, first_name, last_name, job_title, office_id)
       select 'bench-' || i, 'bench-' || i || '@acme.test', 'Bench', 'Member ' || i, 'Engineer', $2::uuid from generate_series(1, $1) i`,
    [count, offices[0].id],
  );
  await db.query(
    `insert into account_users (user_id, account_id, role) select 'bench-' || i, $2::uuid, 'user' from generate_series(1, $1) i`,
    [count, accountId],
  );
  return accountId;
}

async function deploy(servers: Server[], cookie: string, db: pg.Client, accountId: string) {
  await db.query(`delete from user_signatures where account_id = $1`, [accountId]);
  const peaks = servers.map(() => 0);
  const sampler = setInterval(() => servers.forEach((s, i) => (peaks[i] = Math.max(peaks[i], rssBytes(s.child.pid!)))), 250);
  const base = servers[0].base;
  const started = performance.now();
  const res = await fetch(`${base}/api/deployments`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ emailMembers: false }),
  });
  if (res.status !== 201) throw new Error(`deploy answered ${res.status}: ${await res.text()}`);
  const { deployment } = (await res.json()) as { deployment: { id: string } };
  for (;;) {
    const { rows } = await db.query(`select status from deployments where id = $1`, [deployment.id]);
    if (rows[0].status === "finished") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const { rows: split } = await db.query(
    `select processed_by, count(*)::int as n from deployment_members where deployment_id = $1 group by 1 order by 2 desc`,
    [deployment.id],
  );
  const { rows: counts } = await db.query(`select status, count(*)::int as n from deployment_members where deployment_id = $1 group by 1`, [
    deployment.id,
  ]);
  return { seconds, peakMb: peaks.map((b) => Math.round(b / 1024 / 1024)), split, counts };
}

async function main() {
  const serverUrl = await postgresUrl();
  if (!serverUrl) return;
  const name = `signet_bench_deploy_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const servers: Server[] = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    servers.push(await startServer(url.toString()));
    await db.connect();
    const accountId = await generateMembers(db, MEMBERS);
    const cookie = await signIn(servers[0].base);
    console.log(`\nDeployment of ${MEMBERS.toLocaleString("en-US")} generated members (+3 demo), PostgreSQL, emails off`);
    const one = await deploy(servers, cookie, db, accountId);
    console.log(`  1 process : ${one.seconds.toFixed(1)} s, peak RSS ${one.peakMb.join(" MB")} MB, results ${JSON.stringify(one.counts)}`);
    servers.push(await startServer(url.toString()));
    const two = await deploy(servers, cookie, db, accountId);
    console.log(
      `  2 processes: ${two.seconds.toFixed(1)} s, peak RSS ${two.peakMb.join(" MB / ")} MB, members per process ${two.split.map((s) => s.n).join(" / ")}`,
    );
    console.log(`  goal: under 20 s, memory flat, two processes faster than one (${(one.seconds / two.seconds).toFixed(2)}x)`);
    console.log(JSON.stringify({ bench: "deploy", members: MEMBERS, one, two }));
  } finally {
    for (const s of servers) await s.stop();
    await db.end().catch(() => {});
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
