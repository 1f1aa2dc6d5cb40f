// Fresh, migrated databases for API tests: an in-memory PGlite always, and a brand-new
// database on the PostgreSQL server named by TEST_DATABASE_URL when it is set.
import pg from "pg";
import { openDatabase, type DatabaseHandle, type QueryListener } from "../db/client";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export async function openTestDatabase(kind: TestDatabaseKind, onQuery?: QueryListener): Promise<DatabaseHandle> {
  if (kind === "pglite") return openDatabase({ dataDir: null, onQuery });
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `signet_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
