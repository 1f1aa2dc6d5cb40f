// Adoption: the members whose signature is live in a mail client. Each way a signature gets
// there is one condition on the member `au` and their active signature `s` (a row of user_signatures),
// and a member counts once whichever holds. Another source is one more entry of LIVE_SOURCES,
// and the statistics count it too.
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { AdoptionSource } from "../../../shared/statistics/statistics-schema";
import { IN_OUTLOOK_DAYS } from "../../../shared/integrations/outlook-addin";

export const LIVE_SOURCES: Record<AdoptionSource, SQL> = {
  /** Copied, opened in a tab or downloaded from /signature: installed by hand. */
  copied: sql`s.last_copied_at is not null`,
  /** Pushed into Gmail, and no newer version of the signature since (the latest one is there). */
  gmail: sql`exists (select 1 from mailbox_pushes mp
    where mp.account_id = s.account_id and mp.user_id = s.user_id and mp.provider = 'google'
      and mp.status = 'pushed' and mp.pushed_at >= s.updated_at)`,
  /**
   * Inserted by the company's Outlook add-in, which fetched the signature lately
   * (IN_OUTLOOK_DAYS); the add-in renders it itself, so the member needs no stored one.
   */
  outlook: sql`exists (select 1 from outlook_fetches ofe
    where ofe.account_id = au.account_id and ofe.user_id = au.user_id
      and ofe.last_fetched_at > now() - make_interval(days => ${IN_OUTLOOK_DAYS}))`,
};

const SOURCES = Object.keys(LIVE_SOURCES) as AdoptionSource[];

/** Members, members with a signature, adopted (any source) and adopted per source, in one scan. */
export async function countAdoption(db: Database, accountId: string) {
  const live = sql.join(
    SOURCES.map((source) => sql`(${LIVE_SOURCES[source]})`),
    sql` or `,
  );
  const perSource = sql.join(
    SOURCES.map((source) => sql`count(*) filter (where ${LIVE_SOURCES[source]})::int as ${sql.identifier(source)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select count(*)::int as members, count(s.id)::int as "withSignature", count(*) filter (where ${live})::int as adopted, ${perSource}
    from account_users au
    left join user_signatures s on s.user_id = au.user_id and s.account_id = au.account_id and s.is_active
    where au.account_id = ${accountId}`);
  const row = (result as unknown as { rows: Record<string, number>[] }).rows[0];
  return {
    members: Number(row.members),
    withSignature: Number(row.withSignature),
    adopted: Number(row.adopted),
    bySource: Object.fromEntries(SOURCES.map((source) => [source, Number(row[source])])) as Record<AdoptionSource, number>,
  };
}
