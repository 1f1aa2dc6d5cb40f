// Fresh, migrated databases for API tests: an in-memory PGlite always, and a brand-new
// database on the PostgreSQL server named by TEST_DATABASE_URL when it is set. Both start
// as copies of the template databases the global setup migrated (template-databases.ts); a
// PGlite a file closed is emptied back to the template and lent to the next (pglite-pool.ts).
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle, type QueryListener } from "../db/client";
import { leasePglite } from "./pglite-pool";
import { onServer, withDatabase } from "./template-databases";

export type TestDatabaseKind = "pglite" | "postgres";

export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

let pgliteDump: Blob | undefined;

export async function openTestDatabase(kind: TestDatabaseKind, onQuery?: QueryListener): Promise<DatabaseHandle> {
  const templates = inject("templateDatabases");
  if (kind === "pglite") {
    pgliteDump ??= new Blob([readFileSync(templates.pgliteDump)]);
    return leasePglite(pgliteDump, onQuery);
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `signet_test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const template = templates.postgresTemplate ? ` TEMPLATE ${templates.postgresTemplate}` : "";
  await onServer(serverUrl, `CREATE DATABASE ${name}${template}`);
  const handle = await openDatabase({ url: withDatabase(serverUrl, name), onQuery });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
