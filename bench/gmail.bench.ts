// Google Workspace benchmark (npm run bench), on PostgreSQL only (as the deployment bench):
// the real server (bench/start-server.ts, demo data; development mode, for the fake's http) pointed at the fake of
// Google's APIs (dev-servers/fake-google/), which answers every call after BENCH_GOOGLE_LATENCY_MS
// (default 50 ms) and enforces Gmail's quota (per project and per user, 100 units an update).
//   1. Directory sync of BENCH_SYNC_USERS (default 50,000) people of acme.test, 500 a page
//      (100 pages at 50 ms each): the preview (reading every page and planning), then its apply
//      (one transaction), each timed; the demo logins are in the directory, so nobody is
//      deactivated.
//   2. Gmail pushes: "Deploy to team" for one department of the synced company, with "Put it in
//      Gmail" (BENCH_PUSH_MEMBERS, default 10,000: the directory's fifth in Engineering), timed
//      from the deploy request until every member's push is done, with the server's settings as
//      they are by default (GMAIL_PUSH_CONCURRENCY, GMAIL_QUOTA_UNITS_PER_MINUTE) unless set.
// The server's resident memory is sampled every 250 ms (peak, and at each tenth of the pushes
// done, to show whether it stays flat). Skipped, with the reason, where no PostgreSQL answers
// (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432). The load average is printed: the machine may be shared.
import pg from "pg";
import { postgresUrl, signIn, startServer, type Server } from "./start-server";
import { api, cpuSeconds, freshBenchDatabase, loadAverage as load, mb, rssBytes, sampleRss } from "./server-measures";
import { DIRECTORY_SCOPE, GMAIL_SCOPE, generateDirectoryUsers, startFakeGoogle } from "../dev-servers/fake-google/fake-google";
import { createServiceAccount } from "../dev-servers/fake-google/service-account";
import { benchSize } from "./bench-mode";

const SYNC_USERS = benchSize(Number(process.env.BENCH_SYNC_USERS ?? 50_000), 50);
const LATENCY_MS = benchSize(Number(process.env.BENCH_GOOGLE_LATENCY_MS ?? 50), 0);
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };

async function main() {
  const found = await postgresUrl();
  if ("reason" in found) {
    console.log(`Gmail bench skipped: ${found.reason}.`);
    return;
  }
  const fake = await startFakeGoogle({ latencyMs: LATENCY_MS });
  const people = generateDirectoryUsers(SYNC_USERS, "acme.test");
  // The demo logins are in the directory (as `npm run dev` has it): linked, not deactivated.
  ["admin@acme.test", "member@acme.test", "member2@acme.test"].forEach((email, i) => (people[i] = { ...people[i], primaryEmail: email }));
  fake.setUsers(people);

  const fresh = await freshBenchDatabase(found.url, "gmail");
  const db = new pg.Client({ connectionString: fresh.url });
  let server: Server | undefined;
  try {
    server = await startServer({
      // Development mode, as before; the key names Google's token URI and the server asks the
      // fake for tokens (GOOGLE_OAUTH_API_URL). The work measured (queue, SQL, HTTP calls) is the same.
      NODE_ENV: "development",
      DATABASE_URL: fresh.url,
      DATA_DIR: fresh.dataDir,
      GOOGLE_OAUTH_API_URL: fake.url,
      GOOGLE_GMAIL_API_URL: fake.url,
      GOOGLE_DIRECTORY_API_URL: fake.url,
    });
    await db.connect();
    const cookie = await signIn(server.base, ADMIN);
    const key = createServiceAccount(fake, [GMAIL_SCOPE, DIRECTORY_SCOPE], "signet-bench");
    await api(server, cookie, "PUT", "/api/integrations/google", { serviceAccountKey: JSON.stringify(key), adminEmail: ADMIN.email });
    const settings = {
      concurrency: process.env.GMAIL_PUSH_CONCURRENCY ?? "40 (default)",
      quota: process.env.GMAIL_QUOTA_UNITS_PER_MINUTE ?? "1,200,000 (default)",
    };
    console.log(
      `\nGoogle Workspace: fake Google at ${LATENCY_MS} ms a call, PostgreSQL; load average at the start ${load()} (1, 5, 15 min)`,
    );

    // 1. The directory sync.
    const idleMb = mb(rssBytes(server.child.pid!));
    let rss = sampleRss(server);
    const pagesBefore = fake.counts.directoryPages;
    let started = performance.now();
    const preview = (await api(server, cookie, "POST", "/api/integrations/google/syncs")) as {
      sync: { id: string; status: string; counts: Record<string, number> };
    };
    const previewSeconds = (performance.now() - started) / 1000;
    if (preview.sync.status !== "preview") throw new Error(`the preview failed: ${JSON.stringify(preview.sync)}`);
    started = performance.now();
    const applied = (await api(server, cookie, "POST", `/api/integrations/google/syncs/${preview.sync.id}/apply`, {
      moveConflicts: false,
    })) as {
      sync: { counts: Record<string, number> };
    };
    const applySeconds = (performance.now() - started) / 1000;
    const syncPeakMb = rss.stop();
    const pages = fake.counts.directoryPages - pagesBefore;
    console.log(
      `  sync of ${SYNC_USERS.toLocaleString("en-US")} directory users (${pages} pages): preview ${previewSeconds.toFixed(1)} s, apply ${applySeconds.toFixed(1)} s, ` +
        `total ${(previewSeconds + applySeconds).toFixed(1)} s; RSS ${idleMb} MB before, peak ${syncPeakMb} MB; applied ${JSON.stringify(applied.sync.counts)}`,
    );
    console.log(`  goal: sync under 30 s (${previewSeconds + applySeconds < 30 ? "met" : "missed"})`);

    // 2. Pushes into Gmail: one department's members.
    const { rows: dept } = await db.query(
      `select d.id, count(p.id)::int as members from departments d join accounts a on a.id = d.account_id and a.name = 'Acme Inc.'
         join profiles p on p.department_id = d.id where d.name = 'Engineering' group by d.id`,
    );
    const pushMembers = dept[0].members as number;
    rss = sampleRss(server);
    const beforeMb = rss.now();
    const updatesBefore = fake.counts.updates;
    const refusedBefore = fake.counts.refused429;
    const callsBefore = { ...fake.counts };
    const transactions = async () =>
      Number((await db.query(`select xact_commit + xact_rollback as n from pg_stat_database where datname = $1`, [fresh.name])).rows[0].n);
    const transactionsBefore = await transactions();
    const cpuBefore = cpuSeconds(server.child.pid!);
    started = performance.now();
    await api(server, cookie, "POST", "/api/deployments", { departmentIds: [dept[0].id], emailMembers: false, pushToMailboxes: true });
    const tenths: number[] = [];
    // When every member's push row exists: the deployment's batches queue them as they commit.
    let allQueuedSeconds = 0;
    let done = 0;
    let rows: { status: string; n: number }[] = [];
    for (;;) {
      ({ rows } = await db.query(`select status, count(*)::int as n from mailbox_pushes group by 1`));
      done = rows.filter((r) => r.status === "pushed" || r.status === "failed").reduce((sum, r) => sum + r.n, 0);
      if (!allQueuedSeconds && rows.reduce((sum, r) => sum + r.n, 0) >= pushMembers)
        allQueuedSeconds = (performance.now() - started) / 1000;
      while (tenths.length < 10 && done >= ((tenths.length + 1) * pushMembers) / 10) tenths.push(rss.now());
      if (done >= pushMembers && rows.every((r) => r.status === "pushed" || r.status === "failed")) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const pushSeconds = (performance.now() - started) / 1000;
    const pushPeakMb = rss.stop();
    const cpu = cpuSeconds(server.child.pid!) - cpuBefore;
    // PostgreSQL's count of transactions (a statement outside one is one) over the deployment and
    // its pushes, this bench's own polling included; and Google's calls, a member.
    const perPush = {
      transactions: ((await transactions()) - transactionsBefore) / pushMembers,
      tokens: (fake.counts.tokens - callsBefore.tokens) / pushMembers,
      sendAsLists: (fake.counts.sendAsLists - callsBefore.sendAsLists) / pushMembers,
      updates: (fake.counts.updates - callsBefore.updates) / pushMembers,
    };
    console.log(
      `  pushes of ${pushMembers.toLocaleString("en-US")} members (concurrency ${settings.concurrency}, quota ${settings.quota} units a minute): ` +
        `${pushSeconds.toFixed(1)} s from the deploy request to the last push (every push queued after ${allQueuedSeconds.toFixed(1)} s); ` +
        `${fake.counts.updates - updatesBefore} updates in Gmail, ` +
        `${fake.counts.refused429 - refusedBefore} refused with 429; results ${JSON.stringify(Object.fromEntries(rows.map((r) => [r.status, r.n])))}`,
    );
    console.log(
      `  a push: ${perPush.transactions.toFixed(2)} database transactions (the deployment's and this bench's polling included), ` +
        `${perPush.tokens.toFixed(2)} tokens, ${perPush.sendAsLists.toFixed(2)} send-as lists and ${perPush.updates.toFixed(2)} updates at Google; ` +
        `the server's CPU ${cpu.toFixed(1)} s over ${pushSeconds.toFixed(1)} s (${Math.round((100 * cpu) / pushSeconds)} % of one core)`,
    );
    console.log(`  RSS ${beforeMb} MB before, at each tenth done ${tenths.join(" / ")} MB, peak ${pushPeakMb} MB`);
    console.log(`  goal: all pushed under 60 s with flat memory (${pushSeconds < 60 ? "met" : "missed"} on time)`);
    console.log(`  load average at the end: ${load()} (1, 5, 15 min)`);
    console.log(
      JSON.stringify({
        bench: "gmail",
        latencyMs: LATENCY_MS,
        sync: { users: SYNC_USERS, pages, previewSeconds, applySeconds, idleMb, peakMb: syncPeakMb },
        push: {
          members: pushMembers,
          seconds: pushSeconds,
          allQueuedSeconds,
          perPush,
          cpuSeconds: cpu,
          beforeMb,
          tenthsMb: tenths,
          peakMb: pushPeakMb,
          ...settings,
        },
      }),
    );
  } catch (error) {
    if (server) console.error(`server log:\n${server.log()}`);
    throw error;
  } finally {
    await server?.stop();
    await fake.close();
    await db.end().catch(() => {});
    await fresh.drop();
  }
}

await main();
