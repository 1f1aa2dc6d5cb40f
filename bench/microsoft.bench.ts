// Microsoft 365 benchmark (npm run bench), on PostgreSQL only (as the Gmail bench): the real
// server (development mode, for the fake's http) pointed at the fake of Microsoft's sign-in and
// Graph (dev-servers/fake-microsoft/), which answers every call after BENCH_MICROSOFT_LATENCY_MS
// (default 50 ms) and pages the users delta 200 at a time, as Graph does.
//   1. The first sync of BENCH_SYNC_USERS (default 50,000) people of acme.test: the users delta
//      read through every page (250 pages), planned (the preview), then applied; each timed.
//   2. A later sync after 1% of the directory changed (job titles) and 1% left: the delta link
//      reads only those changes; preview and apply timed again.
// The server's resident memory is sampled every 250 ms. Skipped, with the reason, where no
// PostgreSQL answers (TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432). The load average is printed at the
// start and at the end, and the goal beside the first sync's figure.
// Where the first sync's time went (decision 056): the 250 pages at 50 ms are 12.5 s that no
// change on our side removes; each answer of the preview and of the apply read the whole plan
// (every person of the directory) into the process to show 200 of each kind, and the apply
// stamped `synced_at` again on every member it had just created, foreign-key checks included.
import { postgresUrl, signIn, startServer, type Server } from "./start-server";
import { api, freshBenchDatabase, loadAverage, mb, rssBytes, sampleRss } from "./server-measures";
import { generateGraphUsers, startFakeMicrosoft } from "../dev-servers/fake-microsoft/fake-microsoft";
import { benchSize } from "./bench-mode";

const SYNC_USERS = benchSize(Number(process.env.BENCH_SYNC_USERS ?? 50_000), 50);
const LATENCY_MS = benchSize(Number(process.env.BENCH_MICROSOFT_LATENCY_MS ?? 50), 0);
const ADMIN = { email: "admin@acme.test", password: "Signet-demo-1" };

type Sync = { sync: { id: string; status: string; counts: Record<string, number> } };

/** A preview, then its apply: the seconds of each, the counts applied and the peak RSS. */
async function timedSync(server: Server, cookie: string) {
  const rss = sampleRss(server);
  let started = performance.now();
  const preview = (await api(server, cookie, "POST", "/api/integrations/microsoft/syncs")) as Sync;
  const previewSeconds = (performance.now() - started) / 1000;
  if (preview.sync.status !== "preview") throw new Error(`the preview failed: ${JSON.stringify(preview.sync)}`);
  started = performance.now();
  const applied = (await api(server, cookie, "POST", `/api/integrations/microsoft/syncs/${preview.sync.id}/apply`, {
    moveConflicts: false,
  })) as Sync;
  const applySeconds = (performance.now() - started) / 1000;
  return { previewSeconds, applySeconds, counts: applied.sync.counts, peakMb: rss.stop() };
}

async function main() {
  const found = await postgresUrl();
  if ("reason" in found) {
    console.log(`Microsoft 365 bench skipped: ${found.reason}.`);
    return;
  }
  const fake = await startFakeMicrosoft({ latencyMs: LATENCY_MS });
  const tenantId = fake.addTenant({ domain: "acme.test" });
  const app = fake.registerApp(tenantId, { consented: true });
  const people = generateGraphUsers(SYNC_USERS, "acme.test");
  // The demo logins are in the directory (as `npm run dev` has it): linked, not deactivated.
  ["admin@acme.test", "member@acme.test", "member2@acme.test"].forEach(
    (email, i) => (people[i] = { ...people[i], mail: email, userPrincipalName: email }),
  );
  fake.setUsers(tenantId, people);

  const fresh = await freshBenchDatabase(found.url, "microsoft");
  let server: Server | undefined;
  try {
    server = await startServer({
      NODE_ENV: "development",
      DATABASE_URL: fresh.url,
      DATA_DIR: fresh.dataDir,
      MICROSOFT_LOGIN_URL: fake.url,
      MICROSOFT_GRAPH_URL: fake.url,
    });
    const cookie = await signIn(server.base, ADMIN);
    await api(server, cookie, "PUT", "/api/integrations/microsoft", { tenantId, clientId: app.clientId, clientSecret: app.secret });
    console.log(
      `\nMicrosoft 365: fake Graph at ${LATENCY_MS} ms a call, PostgreSQL; load average at the start ${loadAverage()} (1, 5, 15 min)`,
    );
    const idleMb = mb(rssBytes(server.child.pid!));

    const pagesBefore = fake.counts.deltaPages;
    const first = await timedSync(server, cookie);
    const firstPages = fake.counts.deltaPages - pagesBefore;
    const firstTotal = first.previewSeconds + first.applySeconds;
    console.log(
      `  first sync of ${SYNC_USERS.toLocaleString("en-US")} users (${firstPages} delta pages): preview ${first.previewSeconds.toFixed(1)} s, ` +
        `apply ${first.applySeconds.toFixed(1)} s, total ${firstTotal.toFixed(1)} s (goal under 30 s: ${firstTotal < 30 ? "met" : "missed"}); RSS ${idleMb} MB before, peak ${first.peakMb} MB; applied ${JSON.stringify(first.counts)}`,
    );

    // 1% change their job title, 1% leave: the next delta carries only them.
    const step = 100;
    const changed = people.map((p, i) => (i > 2 && i % step === 0 ? { ...p, jobTitle: `${p.jobTitle ?? "Staff"} (moved)` } : p));
    fake.setUsers(
      tenantId,
      changed.filter((_, i) => !(i > 2 && i % step === 1)),
    );
    const deltaBefore = fake.counts.deltaPages;
    const later = await timedSync(server, cookie);
    const laterTotal = later.previewSeconds + later.applySeconds;
    console.log(
      `  later sync (1% changed, 1% gone; ${fake.counts.deltaPages - deltaBefore} delta pages): preview ${later.previewSeconds.toFixed(1)} s, ` +
        `apply ${later.applySeconds.toFixed(1)} s, total ${laterTotal.toFixed(1)} s; peak RSS ${later.peakMb} MB; applied ${JSON.stringify(later.counts)}`,
    );
    console.log(`  load average at the end: ${loadAverage()} (1, 5, 15 min)`);
    console.log(
      JSON.stringify({
        bench: "microsoft",
        latencyMs: LATENCY_MS,
        first: { users: SYNC_USERS, pages: firstPages, ...first, idleMb },
        later: { ...later },
      }),
    );
  } catch (error) {
    if (server) console.error(`server log:\n${server.log()}`);
    throw error;
  } finally {
    await server?.stop();
    await fake.close();
    await fresh.drop();
  }
}

await main();
