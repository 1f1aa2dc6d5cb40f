// Run by playwright.config.ts before the shared e2e server starts, when TEST_DATABASE_URL names
// a PostgreSQL server: `tsx e2e/support/fresh-database.ts <server url> <name>` drops the
// database `name` left by an earlier run on that server and creates it empty (the server
// migrates it and adds the demo data as it starts).
import pg from "pg";

const [serverUrl, name] = process.argv.slice(2);
if (!serverUrl || !/^[a-z_][a-z0-9_]*$/.test(name ?? "")) {
  console.error("Usage: tsx e2e/support/fresh-database.ts <PostgreSQL server URL> <database name: a-z, 0-9, _>");
  process.exit(2);
}
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
try {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
} finally {
  await admin.end();
}
