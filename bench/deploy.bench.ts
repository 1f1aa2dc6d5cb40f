// Deployment benchmark (npm run bench): "Deploy to team" for BENCH_DEPLOY_MEMBERS
// (default 100,000) generated members of the demo company, on PostgreSQL only (PGlite is one
// process by design). It starts the real server (bench/start-server.ts: production mode,
// demo data; BENCH_CPU_PROF=<dir> profiles it) on a fresh database, generates the members
// with SQL, and deploys twice: with one server process, then with two on the same database.
// For each run it prints the wall time (start to finished) and how long storing the member
// rows took, the resident memory of each server process (before, once started, and the
// peak, sampled every 250 ms), how the members were split between the processes, and where the
// machine's CPU went (the servers, PostgreSQL when it runs here, the rest, and how busy the cores
// were: the idle share the one-process run leaves is all a second process can use). Every
// member's stored signature is removed before each run, so both runs do the same work (all
// inserts, the costliest case). Emails are off: they are separate jobs. Skipped, with the
// reason, where no PostgreSQL answers (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432). The machine's
// load average is printed too, at the start and at the end: on a shared machine the figures
// move with it. Each goal is printed beside its figure.
//
// Where the time went (node --cpu-prof of the server, EXPLAIN ANALYZE and log_min_duration_statement
// on a database of this bench; decision 056): PostgreSQL spent more CPU than the server, so a
// second process had little to take over. Per batch of 500, the signature data query found the
// members through `in (select jsonb_array_elements_text(...))`, which the planner (guessing 100
// elements) answered with a scan of every profile, a cost that grew with the company; the
// results came as one JSON document of 500 signatures, which made the writing statement cost
// twice its CPU; the member rows of the start went through JSON too. Then (decision 071) the 500
// signatures went as one array literal, a megabyte a batch for node-postgres to build and flatten
// and for PostgreSQL to parse: they now go one parameter each. Then (decision 076, `perf record`
// of PostgreSQL during this bench) each stored signature was compressed with pglz: lz4 now. In
// the same profile a third of PostgreSQL's CPU went to checking foreign keys (the after-triggers'
// SPI queries, three for each signature row inserted: user, company, template).
import { cpus, loadavg } from "node:os";
import pg from "pg";
import { postgresUrl, signIn, startServer, type Server } from "./start-server";
import { cpuSeconds, freshBenchDatabase, machineCpuSeconds, mb, postgresCpuMeter, rssBytes } from "./server-measures";
import { benchSize } from "./bench-mode";

const MEMBERS = benchSize(Number(process.env.BENCH_DEPLOY_MEMBERS ?? 100_000), 50);
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };

const round1 = (n: number) => Math.round(n * 10) / 10;
type Machine = { busy: number; total: number; postgres: number };
const cpuLine = (m: Machine, server: number) =>
  `CPU of the ${cpus().length} cores over the run: ${m.busy} of ${m.total} s busy (${Math.round((m.busy / m.total) * 100)}%): server ${round1(server)} s, PostgreSQL ${m.postgres} s, the rest ${Math.max(0, round1(m.busy - server - m.postgres))} s`;
const GOAL_SECONDS = 20;
const goal = (seconds: number) => `(goal under ${GOAL_SECONDS} s: ${seconds < GOAL_SECONDS ? "met" : "missed"})`;

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
  // What a directory sync that adds this many members does once it has applied them.
  await db.query(`analyze users, profiles, account_users`);
  return accountId;
}

async function deploy(servers: Server[], cookie: string, db: pg.Client, accountId: string) {
  await db.query(`delete from user_signatures where account_id = $1`, [accountId]);
  // Both runs start from the same state: without this, autovacuum cleans the previous run's
  // dead rows during the second one, on the same two cores.
  await db.query(`vacuum analyze user_signatures, deployment_members`);
  const peaks = servers.map(() => 0);
  const postgresCpu = postgresCpuMeter();
  const sampler = setInterval(() => {
    servers.forEach((s, i) => (peaks[i] = Math.max(peaks[i], rssBytes(s.child.pid!))));
    postgresCpu.sample();
  }, 250);
  const base = servers[0].base;
  const cpuBefore = servers.map((s) => cpuSeconds(s.child.pid!));
  const machineBefore = machineCpuSeconds();
  const started = performance.now();
  const res = await fetch(`${base}/api/deployments`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, cookie },
    body: JSON.stringify({ emailMembers: false }),
  });
  if (res.status !== 201) throw new Error(`deploy answered ${res.status}: ${await res.text()}`);
  const { deployment } = (await res.json()) as { deployment: { id: string } };
  // Storing the deployment and its member rows, before any batch runs.
  const startedSeconds = (performance.now() - started) / 1000;
  // The peak so far (the request that stored every member's row): the batches that follow
  // should not raise it much if memory stays flat.
  const startPeakMb = peaks.map(mb);
  for (;;) {
    const { rows } = await db.query(`select status from deployments where id = $1`, [deployment.id]);
    if (rows[0].status === "finished") break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  // CPU seconds of each server process over the run: less moved by other work on the machine than the wall time.
  const cpu = servers.map((s, i) => Math.round((cpuSeconds(s.child.pid!) - cpuBefore[i]) * 10) / 10);
  // Where the machine's CPU went over the run: a second process can only use what the first left idle.
  const machineAfter = machineCpuSeconds();
  const machine = {
    busy: round1(machineAfter.busy - machineBefore.busy),
    total: round1(machineAfter.total - machineBefore.total),
    postgres: round1(postgresCpu.seconds()),
  };
  const { rows: split } = await db.query(
    `select processed_by, count(*)::int as n from deployment_members where deployment_id = $1 group by 1 order by 2 desc`,
    [deployment.id],
  );
  const { rows: counts } = await db.query(`select status, count(*)::int as n from deployment_members where deployment_id = $1 group by 1`, [
    deployment.id,
  ]);
  return { seconds, startedSeconds, startPeakMb, peakMb: peaks.map(mb), split, counts, cpu, machine };
}

async function main() {
  const found = await postgresUrl();
  if ("reason" in found) {
    console.log(`Deployment bench skipped: ${found.reason}.`);
    return;
  }
  // Uploaded files (none here) where every process sees them; PGlite's directory is unused.
  const fresh = await freshBenchDatabase(found.url, "deploy");
  const env = { DATABASE_URL: fresh.url, DATA_DIR: fresh.dataDir };
  const servers: Server[] = [];
  const db = new pg.Client({ connectionString: fresh.url });
  try {
    servers.push(await startServer(env));
    await db.connect();
    const accountId = await generateMembers(db, MEMBERS);
    const cookie = await signIn(servers[0].base, ADMIN);
    console.log(`\nDeployment of ${MEMBERS.toLocaleString("en-US")} generated members (+3 demo), PostgreSQL, emails off`);
    console.log(
      `  load average at the start: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")} (1, 5, 15 min)`,
    );
    const idle = servers.map((s) => mb(rssBytes(s.child.pid!)));
    const one = await deploy(servers, cookie, db, accountId);
    console.log(
      `  1 process  : ${one.seconds.toFixed(1)} s ${goal(one.seconds)} (started in ${one.startedSeconds.toFixed(1)} s), server CPU ${one.cpu[0]} s, RSS ${idle[0]} MB before, ${one.startPeakMb[0]} MB once started, peak ${one.peakMb[0]} MB, results ${JSON.stringify(one.counts)}`,
    );
    console.log(`               ${cpuLine(one.machine, one.cpu[0])}`);
    servers.push(await startServer(env));
    const idleTwo = servers.map((s) => mb(rssBytes(s.child.pid!)));
    const two = await deploy(servers, cookie, db, accountId);
    console.log(
      `  2 processes: ${two.seconds.toFixed(1)} s ${goal(two.seconds)} (started in ${two.startedSeconds.toFixed(1)} s), server CPU ${two.cpu.join(" / ")} s, RSS ${idleTwo.join(" / ")} MB before, ${two.startPeakMb.join(" / ")} MB once started, peak ${two.peakMb.join(" / ")} MB, members per process ${two.split.map((s) => s.n).join(" / ")}`,
    );
    console.log(`               ${cpuLine(two.machine, two.cpu[0] + two.cpu[1])}`);
    const speedup = one.seconds / two.seconds;
    // The same work on the same cores: two processes cannot finish sooner than the one-process
    // run's busy CPU spread over every core, so its idle share bounds what they can gain.
    const ceiling = one.machine.busy > 0 ? one.machine.total / one.machine.busy : cpus().length;
    console.log(
      `  two processes against one: ${speedup.toFixed(2)}x (goal: clearly faster, 1.5x to 1.8x on 2 cores: ${speedup >= 1.5 ? "met" : "missed"}); for the same CPU work, at most ${ceiling.toFixed(2)}x on these cores, which the one process kept ${Math.round((one.machine.busy / one.machine.total) * 100)}% busy; memory should stay flat`,
    );
    console.log(
      `  load average at the end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(", ")} (1, 5, 15 min)`,
    );
    console.log(JSON.stringify({ bench: "deploy", members: MEMBERS, one: { ...one, idleMb: idle }, two: { ...two, idleMb: idleTwo } }));
  } catch (error) {
    for (const [i, s] of servers.entries()) console.error(`server ${i + 1} log:\n${s.log()}`);
    throw error;
  } finally {
    for (const s of servers) await s.stop();
    await db.end().catch(() => {});
    await fresh.drop();
  }
}

await main();
