// Team benchmark (npm run bench): the app in process on a fresh database
// (embedded PGlite always; PostgreSQL too when TEST_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432 answers).
// It prints, per database:
// - the CSV preview of 10,000 rows (POST /api/invitations/preview: parse, check every row,
//   ask the database which addresses are taken), ms;
// - the server import of 10,000 invitations (POST /api/invitations/bulk in batches of
//   1,000, each one transaction, with every email going through the mailer's outbox), s;
// - /api/team's first page with 10,000 members (and a search, and a sort by name), ms,
//   the median of several requests after a warm-up.
// Figures depend on the machine and on what else runs on it.
import pino from "pino";
import { sql } from "drizzle-orm";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";
import { freshPostgres } from "./fresh-postgres";
import { seedGallery } from "../src/server/seed/seed";
import { createDeps } from "../src/server/deps";
import { createApp } from "../src/server/app";
import { forgetReads } from "../src/server/lib/read-cache";
import { IMPORT_BATCH_SIZE } from "../src/shared/members/invitation-import";
import { accountEmailLimits } from "../src/server/db/schema";
import { benchSize, isSmoke } from "./bench-mode";
import { postgresUrl } from "./start-server";

const ROWS = benchSize(10_000, 30);
const RUNS = benchSize(7, 1);
const BASE = "http://localhost:3999";

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function bench(handle: DatabaseHandle) {
  await seedGallery(handle.db);
  const deps = createDeps({
    db: handle.db,
    logger: pino({ level: "silent" }),
    authSecret: "bench-secret-bench-secret-bench-secret-0123",
    mailFrom: "Signet <no-reply@signet.test>",
    config: {
      baseUrl: BASE,
      isProduction: true,
      supportEmail: "support@signet.test",
      requireAccountActivation: false,
      dataDir: ".tmp/bench-team",
      clientDistDir: "dist/client",
      trustedProxies: [],
    },
  });
  const app = createApp(deps);
  let cookie = "";
  const request = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(`${BASE}${path}`, {
      method,
      headers: { ...(body ? { "content-type": "application/json" } : {}), origin: BASE, cookie },
      body: body ? JSON.stringify(body) : undefined,
    });
    const set = res.headers.getSetCookie();
    if (set.length) cookie = set.map((c) => c.split(";")[0]).join("; ");
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return res.json();
  };
  await request("POST", "/api/session/sign-up", {
    email: "bench-admin@example.com",
    password: "Bench-password-1",
    confirmPassword: "Bench-password-1",
    first_name: "Bench",
    last_name: "Admin",
    company_name: "Bench Co",
    acceptTerms: true,
  });
  const me = await request("GET", "/api/me");
  const accountId: string = me.membership.accountId;
  // A company this new is on probation (ADMIN_EMAIL_LIMITS: 20 emails an hour). Importing its
  // whole staff is what a super admin lifts the limits for, as here, until tomorrow.
  await handle.db.insert(accountEmailLimits).values({ accountId, liftedUntil: new Date(Date.now() + 24 * 3600_000) });

  // 1. Preview of a 10,000-row CSV.
  const csv = ["email,first_name,last_name,job_title,department,office,role"]
    .concat(
      Array.from({ length: ROWS }, (_, i) => `invitee${i}@example.com,Ina,Number${String.fromCharCode(65 + (i % 26))},Engineer,,,user`),
    )
    .join("\n");
  await request("POST", "/api/invitations/preview", { source: "csv", text: csv.split("\n").slice(0, 50).join("\n") });
  const previewTimes: number[] = [];
  let preview: { rows: { row: unknown; status: string }[] } = { rows: [] };
  for (let run = 0; run < 3; run++) {
    const start = performance.now();
    preview = await request("POST", "/api/invitations/preview", { source: "csv", text: csv });
    previewTimes.push(performance.now() - start);
  }
  const ready = preview.rows.filter((r) => r.status === "ready").map((r) => r.row);
  if (ready.length !== ROWS) throw new Error(`expected ${ROWS} ready rows, got ${ready.length}`);

  // 2. Import of 10,000 invitations in batches.
  const importStart = performance.now();
  let invited = 0;
  for (let i = 0; i < ready.length; i += IMPORT_BATCH_SIZE) {
    const { results } = await request("POST", "/api/invitations/bulk", { rows: ready.slice(i, i + IMPORT_BATCH_SIZE) });
    invited += (results as { result: string }[]).filter((r) => r.result === "invited").length;
  }
  const importSeconds = (performance.now() - importStart) / 1000;
  if (invited !== ROWS) throw new Error(`expected ${ROWS} invitations, got ${invited}`);

  // 3. 10,000 members (users, profiles, memberships, half with a signature), then the first page.
  await handle.db.execute(sql`
    insert into users (id, name, email, email_verified)
      select 'benchuser' || g, 'Member ' || g, 'member' || g || '@bench.test', true from generate_series(1, ${ROWS}) g`);
  await handle.db.execute(sql`
    insert into profiles (id, email, first_name, last_name, job_title)
      select 'benchuser' || g, 'member' || g || '@bench.test', 'Member', 'Number' || g, 'Engineer' from generate_series(1, ${ROWS}) g`);
  await handle.db.execute(sql`
    insert into account_users (user_id, account_id, role, created_at)
      select 'benchuser' || g, ${accountId}, 'user', now() - make_interval(mins => g) from generate_series(1, ${ROWS}) g`);
  await handle.db.execute(sql`
    insert into user_signatures (user_id, account_id, html_content, last_copied_at)
      select 'benchuser' || g, ${accountId}, '<p>sig</p>', case when g % 3 = 0 then now() end from generate_series(1, ${ROWS}, 2) g`);
  await handle.db.execute(sql`analyze`);
  const timePage = async (path: string) => {
    for (let i = 0; i < 3; i++) await request("GET", path);
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      // The query itself, not the read cache's copy (decision 024): as after any write.
      forgetReads(handle.db);
      const start = performance.now();
      const page = await request("GET", path);
      times.push(performance.now() - start);
      total = page.total;
    }
    return { ms: median(times), total };
  };
  const firstPage = await timePage("/api/team");
  const search = await timePage("/api/team?search=number77");
  const byName = await timePage("/api/team?sort=name&order=asc&status=member");
  return {
    previewMs: Math.round(median(previewTimes)),
    importSeconds: Number(importSeconds.toFixed(1)),
    firstPageMs: Math.round(firstPage.ms),
    firstPageTotal: firstPage.total,
    searchMs: Math.round(search.ms),
    sortByNameMs: Math.round(byName.ms),
  };
}

const figures: Record<string, Awaited<ReturnType<typeof bench>>> = {};
const { url } = await postgresUrl();
// A smoke run (npm test) goes through the bench once, on PostgreSQL when it answers: the code is
// the same on both, and opening a migrated PGlite is most of a smoke run's CPU.
if (!(isSmoke && url)) {
  const pglite = await openDatabase({ dataDir: null });
  try {
    figures.pglite = await bench(pglite);
  } finally {
    await pglite.close();
  }
}
if (url) {
  const handle = await freshPostgres(url);
  try {
    figures.postgres = await bench(handle);
  } finally {
    await handle.close();
  }
}
console.log(`\nTeam: ${ROWS.toLocaleString("en-US")} rows`);
for (const [database, f] of Object.entries(figures)) {
  console.log(
    `  ${database.padEnd(8)} CSV preview ${f.previewMs} ms · import of ${ROWS.toLocaleString("en-US")} invitations ${f.importSeconds} s · /api/team first page of ${f.firstPageTotal.toLocaleString("en-US")} ${f.firstPageMs} ms (search ${f.searchMs} ms, by name ${f.sortByNameMs} ms)`,
  );
}
console.log(JSON.stringify({ team: figures }));
