// A fresh PostgreSQL database for one bench run (migrated by openDatabase), dropped on close.
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "../src/server/db/client";

export async function freshPostgres(serverUrl: string, prefix = "signet_bench"): Promise<DatabaseHandle> {
  const name = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
