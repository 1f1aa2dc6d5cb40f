// Statistics benchmark (npm run bench): /statistics for 90 days over 10 million
// counted events, on PostgreSQL only (the target of "under 300 ms"). On a fresh database it
// generates, in SQL (generate_series, seconds), one company with 1,000 members in 10
// departments and 10 campaigns (two with a variant B), each member in two campaigns, with
// the daily roll-up (campaign_event_days) of 180 days of impressions and clicks: about 10
// million events in the 90 days measured and as many in the 90 days before (the page
// compares with them). The statistics read only the roll-up, so raw per-visitor rows
// (campaign_events) are not generated. It prints the median of 7 runs of the service
// behind GET /api/statistics (every query of the page) after 3 warm-ups, and one JSON line.
// Skipped, with the reason, when no PostgreSQL answers at TEST_DATABASE_URL, DATABASE_URL
// or 127.0.0.1:5432.
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../src/server/db/client";
import { freshPostgres } from "./fresh-postgres";
import { getStatistics } from "../src/server/features/statistics/get-statistics";
import { addDays } from "../src/shared/statistics/statistics-schema";
import { benchSize, isSmoke } from "./bench-mode";
import { postgresUrl } from "./start-server";

const MEMBERS = benchSize(1_000, 10);
const CAMPAIGNS = 10;
const DAYS = 90;
const RUNS = benchSize(7, 1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function bench(handle: DatabaseHandle) {
  const { db } = handle;
  const today = new Date().toISOString().slice(0, 10);
  const from = addDays(today, -(DAYS - 1));
  const generateStart = performance.now();
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [account] = rowsOf<{ id: string }>(await db.execute(sql`insert into accounts (name) values ('Bench Statistics Co') returning id`));
  const accountId = account.id;
  await db.execute(sql`
    insert into departments (account_id, name) select ${accountId}, 'Department ' || g from generate_series(1, 10) g`);
  await db.execute(sql`
    insert into users (id, name, email, email_verified)
      select 'statsuser' || g, 'Member ' || g, 'stats' || g || '@bench.test', true from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into profiles (id, email, first_name, last_name, department_id)
      select 'statsuser' || g, 'stats' || g || '@bench.test', 'Member', 'Number' || g,
        (select id from departments where account_id = ${accountId} order by name offset (g % 10) limit 1)
      from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into account_users (user_id, account_id, role) select 'statsuser' || g, ${accountId}, 'user' from generate_series(1, ${MEMBERS}) g`);
  await db.execute(sql`
    insert into campaigns (account_id, name, landing_page_url, image_url, image_url_b)
      select ${accountId}, 'Campaign ' || lpad(g::text, 2, '0'), 'https://example.com/' || g, 'https://cdn.example.com/' || g || '.png',
        case when g <= 2 then 'https://cdn.example.com/' || g || 'b.png' end
      from generate_series(1, ${CAMPAIGNS}) g`);
  // Member m is in campaigns m % 10 and (m + 3) % 10; each (member, campaign, day) has an
  // impression row of 50 to 60 events and a click row of 1 to 3, members of the A/B
  // campaigns split by parity.
  await db.execute(sql`
    with c as (select id, row_number() over (order by name) - 1 as n from campaigns where account_id = ${accountId})
    insert into campaign_event_days (account_id, campaign_id, day, kind, variant, user_id, events, visitors)
    select ${accountId}, c.id, ${today}::date - d, k.kind::campaign_event_kind,
      case when c.n < 2 and m % 2 = 1 then 'b' else 'a' end, 'statsuser' || m,
      case when k.kind = 'impression' then 50 + (m + d) % 11 else 1 + (m * 7 + d) % 3 end,
      case when k.kind = 'impression' then 20 + (m + d) % 5 else 1 + (m + d) % 2 end
    from generate_series(1, ${MEMBERS}) m
    cross join generate_series(0, ${2 * DAYS - 1}) d
    cross join (values ('impression'), ('click')) k(kind)
    join c on c.n = m % ${CAMPAIGNS} or c.n = (m + 3) % ${CAMPAIGNS}`);
  await db.execute(sql`analyze`);
  const generateSeconds = (performance.now() - generateStart) / 1000;
  const [counts] = rowsOf<{ rows: string; events: string }>(
    await db.execute(sql`
      select count(*) as rows, sum(events) as events from campaign_event_days
      where account_id = ${accountId} and day between ${from}::date and ${today}::date`),
  );

  const scope = { accountId, userId: "statsuser1", role: "admin" as const };
  const range = { from, to: today };
  for (let i = 0; i < 3; i++) await getStatistics(db, scope, range);
  const times: number[] = [];
  let clicks = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const stats = await getStatistics(db, scope, range);
    times.push(performance.now() - start);
    clicks = stats.current.clicks;
  }
  const events = Number(counts.events);
  if (clicks <= 0 || (!isSmoke && events < 10_000_000))
    throw new Error(`the generated data is not what the bench measures: ${events} events`);
  return {
    ninetyDayMs: Math.round(median(times)),
    events,
    rollupRows: Number(counts.rows),
    generateSeconds: Number(generateSeconds.toFixed(1)),
  };
}

const found = await postgresUrl();
if ("reason" in found) {
  console.log(`\nStatistics: skipped: ${found.reason}.`);
  console.log(JSON.stringify({ statistics: { skipped: found.reason } }));
} else {
  const handle = await freshPostgres(found.url, "signet_bench_stats");
  try {
    const f = await bench(handle);
    console.log("\nStatistics: 90 days over generated events, PostgreSQL");
    console.log(
      `  /statistics for 90 days over ${f.events.toLocaleString("en-US")} events (${f.rollupRows.toLocaleString("en-US")} roll-up rows): ${f.ninetyDayMs} ms (median of ${RUNS}; data generated in ${f.generateSeconds} s)`,
    );
    console.log(JSON.stringify({ statistics: { postgres: f } }));
  } finally {
    await handle.close();
  }
}
