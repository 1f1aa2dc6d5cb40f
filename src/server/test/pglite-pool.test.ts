// The PGlite lent from file to file comes back as the template left it, and the file that
// closed it can no longer reach it.
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { expect, inject, it } from "vitest";
import { accounts } from "../db/schema";
import { leasePglite } from "./pglite-pool";

type Lease = Awaited<ReturnType<typeof leasePglite>>;

let templateDump: Blob | undefined;
const dump = () => (templateDump ??= new Blob([readFileSync(inject("templateDatabases").pgliteDump)]));
const rows = async <T>(lease: Lease, query: string) => (await lease.pglite!.query<T>(query)).rows;

/** Row counts of every table in public, and the sequences' states, as one text. */
async function contents(lease: Lease) {
  const counts: string[] = [];
  for (const { tablename } of await rows<{ tablename: string }>(
    lease,
    "select tablename from pg_tables where schemaname = 'public' order by 1",
  )) {
    const [{ n }] = await rows<{ n: number }>(lease, `select count(*)::int as n from public."${tablename}"`);
    counts.push(`${tablename}=${n}`);
  }
  const sequences = await rows<{ s: string }>(
    lease,
    "select sequencename || ':' || coalesce(last_value::text, 'new') as s from pg_sequences order by 1",
  );
  return [...counts, ...sequences.map((row) => row.s)].join(",");
}

const transactionId = async (lease: Lease) => Number((await rows<{ id: string }>(lease, "select txid_current()::text as id"))[0]!.id);

it("a PGlite lent again has the template's empty tables, new sequences and no schema a file added", async () => {
  const first = await leasePglite(dump());
  const empty = await contents(first);
  expect(empty).toMatch(/(^|,)accounts=0(,|$)/);
  await first.db.insert(accounts).values({ name: "Left behind" });
  const [sequence] = await rows<{ name: string }>(
    first,
    "select sequencename as name from pg_sequences where schemaname = 'public' limit 1",
  );
  await first.pglite!.query(`select nextval('public."${sequence!.name}"')`);
  const used = await contents(first);
  expect(used).toContain("accounts=1");
  expect(used).toContain(`${sequence!.name}:1`);
  await first.pglite!.exec(
    "create schema leftover; create table leftover.jobs (id int); set timezone = 'Asia/Tokyo'; create temporary table scratch (id int)",
  );
  const lastTransaction = await transactionId(first);
  await first.close();

  const second = await leasePglite(dump());
  // The same PGlite, not a new one from the dump: its transaction ids go on from the first's.
  expect(await transactionId(second)).toBeGreaterThan(lastTransaction);
  expect(await contents(second)).toBe(empty);
  expect(await rows(second, "select nspname from pg_namespace where nspname = 'leftover'")).toEqual([]);
  const [zone] = await rows<{ TimeZone: string }>(second, "show timezone");
  expect(zone!.TimeZone).not.toBe("Asia/Tokyo");
  expect(await rows(second, "select 1 from pg_class where relname = 'scratch'")).toEqual([]);
  await second.close();
});

it("the file that closed its PGlite can no longer query it", async () => {
  const lease = await leasePglite(dump());
  await lease.close();
  const error: unknown = await lease.db.execute(sql`select 1`).then(
    () => null,
    (failed: Error) => failed.cause ?? failed,
  );
  expect(String(error)).toMatch(/revoked/);
  expect(() => lease.pglite!.query("select 1")).toThrow(/revoked/);
});

// The pool lends the PGlite given back last: had the changed one been kept, `next` would be it.
it("a PGlite whose tables a file changed is not lent again", async () => {
  const changed = await leasePglite(dump());
  await changed.pglite!.exec("alter table accounts add column extra text");
  await changed.close();
  const next = await leasePglite(dump());
  expect(await rows(next, "select 1 from information_schema.columns where table_name = 'accounts' and column_name = 'extra'")).toEqual([]);
  await next.close();
});
