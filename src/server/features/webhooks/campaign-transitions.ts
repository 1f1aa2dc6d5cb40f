// "campaign.started" and "campaign.ended" are times passing, not actions: the schedule looks
// every minute for active campaigns whose start or end (the same columns the availability rule,
// campaign-availability.ts, reads) passed since its last look. Each (campaign, start or end,
// time) is stored when announced, in the same transaction as its events, so it is announced
// once whatever runs twice; a campaign moved to a new time and reaching it is announced again.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { webhookScheduleChecks } from "../../db/schema";
import { recordWebhookEvent } from "./record-webhook-event";

const CHECK = "campaign-transitions";
/** On the very first look, times this recent still count as just passed. */
const FIRST_LOOK_BACK_MS = 10 * 60_000;

type Passed = {
  kind: "started" | "ended";
  accountId: string;
  id: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** Announces what passed between the last look and `now`; answers how many events were recorded. */
export async function announceCampaignTransitions(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const first = new Date(now.getTime() - FIRST_LOOK_BACK_MS);
    await tx.insert(webhookScheduleChecks).values({ name: CHECK, checkedAt: first }).onConflictDoNothing();
    // Locked: two processes' schedules never look at one window together.
    const [check] = await tx.select().from(webhookScheduleChecks).where(eq(webhookScheduleChecks.name, CHECK)).for("update");
    const since = check.checkedAt.toISOString();
    const until = now.toISOString();
    const result = await tx.execute(sql`
      with passed as (
        select id, 'started' as kind, starts_at as at from campaigns
         where is_active and starts_at > ${since}::timestamptz and starts_at <= ${until}::timestamptz
        union all
        select id, 'ended', ends_at from campaigns
         where is_active and ends_at > ${since}::timestamptz and ends_at <= ${until}::timestamptz
      ), stored as (
        insert into webhook_campaign_transitions (campaign_id, kind, at)
        select id, kind, at from passed
        on conflict do nothing
        returning campaign_id, kind, at
      )
      select s.kind, c.account_id as "accountId", c.id, c.name, c.starts_at as "startsAt", c.ends_at as "endsAt"
        from stored s join campaigns c on c.id = s.campaign_id
       order by s.at`);
    let recorded = 0;
    for (const row of (result as unknown as { rows: Passed[] }).rows) {
      const campaign = { id: row.id, name: row.name, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) };
      recorded += await recordWebhookEvent(
        tx,
        row.accountId,
        row.kind === "started" ? "campaign.started" : "campaign.ended",
        { campaign },
        now,
      );
    }
    await tx.update(webhookScheduleChecks).set({ checkedAt: now }).where(eq(webhookScheduleChecks.name, CHECK));
    return recorded;
  });
}
