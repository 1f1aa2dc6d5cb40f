// One prepared statement per database handle and name (decision 010): drizzle builds its
// SQL once instead of on every call, node-postgres parses it once per connection, and on
// PGlite the text is planned once (pglite-statements.ts). For the queries every signed-in
// request or page load runs; `build` ends with `.prepare(name)`. Its rows are mapped with the
// per-column work done once (compiled-rows.ts).
import type { Database } from "./client";
import { withCompiledRows } from "./compiled-rows";

const byDatabase = new WeakMap<Database, Map<string, unknown>>();

export function preparedStatement<T>(db: Database, name: string, build: (db: Database, name: string) => T): T {
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (!statement) statements.set(name, (statement = withCompiledRows(build(db, name))));
  return statement;
}
