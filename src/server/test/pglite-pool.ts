// Opening a PGlite from the template's dump costs about 0.8 s of CPU, most of it unpacking the
// 40 MB dump into PGlite's in-memory file system, and the test files open about 150 a run. So a
// worker keeps the PGlite a file has closed and lends it to its next file, emptied back to the
// template first:
// - the template's tables truncated, their identities restarted, every sequence restarted;
// - the schemas a file added (pg-boss's) dropped;
// - the session's settings, temporary tables, listens and advisory locks reset.
// It is lent again only when its catalog then matches the template's (tables, columns,
// constraints, indexes, functions, enums, triggers, migrations); otherwise it is closed. The
// file that had it reached it only through a revocable proxy, revoked at close: a query that
// file leaves running late fails as on a closed database, never writing into the next file's.
import type { PGlite } from "@electric-sql/pglite";
import { drizzleOverPglite, openDatabase, type DatabaseHandle, type QueryListener } from "../db/client";

/** PGlites kept per worker: a file holds at most two at once (its own and a second process's). */
const MAX_IDLE = 2;
const idle: PGlite[] = [];
let template: { catalog: string; schemas: string[] } | undefined;

const SYSTEM_SCHEMAS =
  "nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and nspname not like 'pg_temp_%' and nspname not like 'pg_toast_temp_%'";

/** What a file could add to or take from the template's database, as one text. */
async function catalogOf(client: PGlite) {
  const { rows } = await client.query<{ part: string | null }>(`
    select string_agg(n.nspname || '.' || c.relname || ':' || c.relkind::text, ',' order by n.nspname, c.relname) as part
      from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.${SYSTEM_SCHEMAS}
    union all
    select string_agg(c.relname || '.' || a.attname || ':' || format_type(a.atttypid, a.atttypmod) || ':' || a.attnotnull::text
        || ':' || coalesce(pg_get_expr(d.adbin, d.adrelid), ''), ',' order by c.relname, a.attnum)
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where a.attnum > 0 and not a.attisdropped and n.${SYSTEM_SCHEMAS}
    union all
    select string_agg(c.conname || ':' || pg_get_constraintdef(c.oid), ',' order by c.conname)
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.${SYSTEM_SCHEMAS}
    union all
    select string_agg(n.nspname || '.' || p.proname, ',' order by n.nspname, p.proname)
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.${SYSTEM_SCHEMAS}
    union all
    select string_agg(t.typname || '=' || e.enumlabel, ',' order by t.typname, e.enumsortorder)
      from pg_enum e join pg_type t on t.oid = e.enumtypid
    union all
    select string_agg(tgname, ',' order by tgname) from pg_trigger where not tgisinternal
    union all
    select count(*)::text from drizzle.__drizzle_migrations`);
  return rows.map((row) => row.part ?? "").join("\n");
}

async function schemasOf(client: PGlite) {
  const { rows } = await client.query<{ nspname: string }>(`select nspname from pg_namespace where ${SYSTEM_SCHEMAS} order by 1`);
  return rows.map((row) => row.nspname);
}

/** Empties `client` back to the template's state (the catalog check below confirms it). */
async function emptyToTemplate(client: PGlite, schemas: string[]) {
  for (const schema of await schemasOf(client))
    if (!schemas.includes(schema)) await client.exec(`drop schema "${schema.replaceAll('"', '""')}" cascade`);
  await client.exec(`
    do $$
    declare tables text;
    declare s record;
    begin
      select string_agg(format('%I.%I', schemaname, tablename), ', ') into tables from pg_tables where schemaname = 'public';
      if tables is not null then execute 'truncate ' || tables || ' restart identity cascade'; end if;
      for s in select schemaname, sequencename from pg_sequences where schemaname = 'public' loop
        execute format('alter sequence %I.%I restart', s.schemaname, s.sequencename);
      end loop;
    end $$;
    reset all;
    unlisten *;
    select pg_advisory_unlock_all();
    discard temp;
    discard sequences;`);
}

async function giveBack(client: PGlite) {
  try {
    if (template && idle.length < MAX_IDLE) {
      await emptyToTemplate(client, template.schemas);
      if ((await catalogOf(client)) === template.catalog) {
        idle.push(client);
        return;
      }
    }
  } catch {
    // Not emptied (a transaction left open, say): closed below, never lent again.
  }
  await client.close();
}

/** A migrated PGlite with the template's state, new or lent again; `close` gives it back. */
export async function leasePglite(dump: Blob, onQuery?: QueryListener): Promise<DatabaseHandle> {
  let client = idle.pop();
  if (!client) {
    const opened = await openDatabase({ dataDir: null, fromDump: dump });
    client = opened.pglite!;
    template ??= { catalog: await catalogOf(client), schemas: await schemasOf(client) };
  }
  const owned = client;
  const { proxy, revoke } = Proxy.revocable(owned, {
    get: (target, property) => {
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  let closed = false;
  return {
    db: await drizzleOverPglite(proxy, onQuery),
    kind: "pglite",
    pglite: proxy,
    close: async () => {
      if (closed) return;
      closed = true;
      revoke();
      await giveBack(owned);
    },
  };
}
