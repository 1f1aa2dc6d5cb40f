// Migrating a new database for every test file costs seconds (PGlite's initdb alone takes
// longer than loading a finished database). Before the tests, vitest's global setup
// migrates one database of each kind; each test file then starts from a copy: a PGlite
// loads the dump, a PostgreSQL database is created from the template. Migrations still
// run on every copy, and find nothing left to do.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { openDatabase } from "../db/client";

export const PGLITE_DUMP = path.resolve(".tmp", `pglite-template-${process.pid}.tar`);

export type TemplateDatabases = { pgliteDump: string; postgresTemplate: string | null };

export async function createTemplateDatabases(serverUrl: string | undefined): Promise<TemplateDatabases> {
  mkdirSync(path.dirname(PGLITE_DUMP), { recursive: true });
  const lite = await openDatabase({ dataDir: null });
  const dump = await lite.pglite!.dumpDataDir("none");
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  if (!serverUrl) return { pgliteDump: PGLITE_DUMP, postgresTemplate: null };

  const name = `signet_template_${process.pid}`;
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
  const handle = await openDatabase({ url: withDatabase(serverUrl, name) });
  await handle.close();
  return { pgliteDump: PGLITE_DUMP, postgresTemplate: name };
}

export async function dropTemplateDatabases(serverUrl: string | undefined, templates: TemplateDatabases) {
  rmSync(templates.pgliteDump, { force: true });
  if (serverUrl && templates.postgresTemplate)
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${templates.postgresTemplate} WITH (FORCE)`);
}

export async function onServer(serverUrl: string, ...statements: string[]) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
