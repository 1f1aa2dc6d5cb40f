// Opens the database: embedded PGlite by default, a PostgreSQL server when a URL is given.
// Both run the same Drizzle schema and the same migrations.
import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { projectFile } from "../lib/project-files";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** `pglite` or `url`: what the job queue (lib/queue.ts) connects through, the same database. */
export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  pglite?: import("@electric-sql/pglite").PGlite;
  url?: string;
};

const migrationsFolder = projectFile("src/server/db/migrations");

/** Called with each statement's SQL as it is sent (tests count the work of a request). */
/** Every statement sent, with its parameters (tests count the work a request does). */
export type QueryListener = (query: string, params: unknown[]) => void;

/** `fromDump`: an in-memory PGlite starts from this dump of a database (tests start from a migrated one). */
export async function openDatabase(options: {
  url?: string;
  dataDir?: string | null;
  fromDump?: Blob;
  onQuery?: QueryListener;
}): Promise<DatabaseHandle> {
  const handle = options.url
    ? await openPostgres(options.url, options.onQuery)
    : await openPglite(options.dataDir ?? null, options.onQuery, options.fromDump);
  return handle;
}

const queryLogger = (onQuery: QueryListener | undefined) =>
  onQuery ? { logQuery: (query: string, params: unknown[]) => onQuery(query, params) } : undefined;

async function openPglite(dataDir: string | null, onQuery?: QueryListener, fromDump?: Blob): Promise<DatabaseHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const { useNamedStatements } = await import("./pglite-statements");
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // null = in memory (tests); otherwise files under dataDir survive restarts.
  const client = dataDir ? new PGlite(path.join(dataDir, "pglite")) : new PGlite(fromDump ? { loadDataDir: fromDump } : undefined);
  // A new WAL file (every 16 MB written) is not filled with zeros first: PGlite writes it from
  // the request's thread, and the 16 MB of zeros held every request for 30 to 40 ms (decision 077).
  // In the data directory's configuration, which every later start reads (and a session reset
  // keeps); PGlite ignores a database's own settings. Then for this session, already started.
  // A data directory (or a dump) that has it already starts with it: nothing to write.
  const walSetting = await client.query<{ wal_init_zero: string }>("show wal_init_zero");
  if (walSetting.rows[0]?.wal_init_zero !== "off") {
    await client.exec("alter system set wal_init_zero = off");
    await client.exec("set wal_init_zero = off");
  }
  const db = await drizzleOverPglite(client, onQuery);
  await migrate(db as unknown as Parameters<typeof migrate>[0], { migrationsFolder });
  // After the migrations: a statement is planned once, as on PostgreSQL (decision 010).
  useNamedStatements(client);
  return { db, kind: "pglite", close: () => client.close(), pglite: client };
}

/**
 * Drizzle over a PGlite that is already open and migrated (the tests lend one PGlite to file
 * after file, each with its own query listener: test/test-database.ts).
 */
export async function drizzleOverPglite(client: import("@electric-sql/pglite").PGlite, onQuery?: QueryListener): Promise<Database> {
  const { drizzle } = await import("drizzle-orm/pglite");
  return drizzle(client, { schema, logger: queryLogger(onQuery) }) as unknown as Database;
}

async function openPostgres(url: string, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.default.Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (restart, failover, a dropped test database)
  // emits "error" on the pool; unhandled, that would end the process. The pool replaces it.
  pool.on("error", (error) => process.stderr.write(`database connection closed: ${error.message}\n`));
  const db = drizzle(pool, { schema, logger: queryLogger(onQuery) });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, kind: "postgres", close: () => pool.end(), url };
}
