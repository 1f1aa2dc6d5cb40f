// What Microsoft Graph last said about each person of a company's directory, and the delta
// link to ask for what changed since (directory_people, integrations.directory_cursor). Saved
// in one transaction once a read has ended, so a read that fails half-way leaves both as they
// were and the next sync asks for the same changes again.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../../../db/client";
import { directoryPeople, integrations } from "../../../../db/schema";

export type GraphPerson = Record<string, unknown> & { id: string };

const CHUNK = 1000;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function loadSnapshot(db: Database, accountId: string): Promise<Map<string, GraphPerson>> {
  const rows = rowsOf<{ data: GraphPerson }>(
    await db.execute(sql`select data from directory_people where account_id = ${accountId} and provider = 'microsoft'`),
  );
  return new Map(rows.map((r) => [r.data.id, r.data]));
}

/**
 * `whole`: the read listed everyone (a first read, or one after the delta link expired):
 * every row is replaced. Else only the changed people are written and the removed deleted.
 */
export async function saveSnapshot(
  db: Database,
  accountId: string,
  read: { whole: boolean; changed: Map<string, GraphPerson>; removed: Set<string>; deltaLink: string },
) {
  await db.transaction(async (tx) => {
    const mine = and(eq(directoryPeople.accountId, accountId), eq(directoryPeople.provider, "microsoft"));
    if (read.whole) await tx.delete(directoryPeople).where(mine);
    const people = [...read.changed.values()];
    for (let i = 0; i < people.length; i += CHUNK) {
      const chunk = people.slice(i, i + CHUNK).map((data) => ({ id: data.id, data }));
      await tx.execute(sql`insert into directory_people (account_id, provider, external_id, data)
        select ${accountId}::uuid, 'microsoft', v.id, v.data from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(id text, data jsonb)
        on conflict (account_id, provider, external_id) do update set data = excluded.data`);
    }
    const removed = [...read.removed];
    for (let i = 0; i < removed.length; i += CHUNK)
      await tx.execute(sql`delete from directory_people where account_id = ${accountId} and provider = 'microsoft'
        and external_id in (select jsonb_array_elements_text(${JSON.stringify(removed.slice(i, i + CHUNK))}::jsonb))`);
    await tx
      .update(integrations)
      .set({ directoryCursor: read.deltaLink })
      .where(and(eq(integrations.accountId, accountId), eq(integrations.provider, "microsoft")));
  });
}
