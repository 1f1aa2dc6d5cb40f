// Clicks and impressions gathered per process and written in batches (decision 051): they
// show by themselves within moments, a batch keeps every counting rule, what is held is
// bounded and written at shutdown, and two processes writing one visitor never pass its cap.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { campaignEventDays, campaignEvents } from "../../db/schema";
import { BROWSER, create, fromAddress, tokensIn } from "../../test/campaign-fixtures";
import { until } from "../../test/until";
import { dayIn } from "../../../shared/campaigns/zoned-time";
import { COUNTED_PER_VISITOR_DAY } from "../../../shared/statistics/statistics-schema";
import { campaignEventBuffer } from "./campaign-event-buffer";
import { readTrackingToken } from "./tracking-token";
import type { CampaignEvent } from "./record-campaign-event";

const HOUR = 3_600_000;
const silent = pino({ level: "silent" });

describeEachDatabase("tracking: events gathered per process and written in batches", (ctx) => {
  async function setup() {
    const { accountId, admin } = await createCompany(ctx());
    const campaign = await create(ctx(), admin.client, { landingPageUrl: "https://example.com/landing" });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const { clicks } = tokensIn((await admin.client.get("/api/signature")).json.html as string);
    const claims = readTrackingToken(ctx().deps.tracking, clicks[0])!;
    const click = (visitor: string): CampaignEvent => ({ ...claims, kind: "click", day: dayIn(new Date(), "UTC"), visitor });
    return { accountId, admin, campaign, token: clicks[0], click };
  }
  const today = () => dayIn(new Date(), "UTC");
  const statistics = async (client: Awaited<ReturnType<typeof setup>>["admin"]["client"]) =>
    (await client.get(`/api/statistics?from=${today()}&to=${today()}`)).json.current;
  const rollUp = async (campaignId: string) => {
    const rows = await ctx().deps.db.select().from(campaignEventDays).where(eq(campaignEventDays.campaignId, campaignId));
    return rows.reduce(
      (t, r) => ({ events: t.events + r.events, visitors: t.visitors + r.visitors, discarded: t.discarded + r.discarded }),
      {
        events: 0,
        visitors: 0,
        discarded: 0,
      },
    );
  };
  const rawRows = (campaignId: string) => ctx().deps.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));
  const visit = (path: string) =>
    ctx().app.request(path, { headers: { "user-agent": BROWSER }, redirect: "manual" }, fromAddress("203.0.113.5"));

  it("a click lands at once and shows on /statistics within moments, with nobody writing it out", async () => {
    const { admin, token } = await setup();
    const res = await visit(`/r/${token}`);
    expect(res.status).toBe(302);
    const current = await until(
      () => statistics(admin.client),
      (s) => s.clicks > 0,
      "the click on /statistics",
    );
    expect(current).toEqual({ impressions: 0, clicks: 1, uniqueClicks: 1, discardedRepeats: 0 });
  });

  it("one batch keeps the cap per visitor and counts a visitor once, on the member whose link came first", async () => {
    const { admin, campaign, click } = await setup();
    const buffer = campaignEventBuffer(ctx().deps.db, silent, { flushAfterMs: HOUR });
    for (let i = 0; i < 25; i++) buffer.add(click("network-1"));
    buffer.add(click("network-2"));
    // Nothing is written before the batch is.
    expect(await rawRows(campaign.id)).toEqual([]);
    await buffer.flush();
    const cap = COUNTED_PER_VISITOR_DAY.click;
    expect(await rollUp(campaign.id)).toEqual({ events: cap + 1, visitors: 2, discarded: 25 - cap });
    expect((await rawRows(campaign.id)).map((r) => r.count).sort((a, b) => a - b)).toEqual([1, cap]);
    expect(await statistics(admin.client)).toEqual({ impressions: 0, clicks: cap + 1, uniqueClicks: 2, discardedRepeats: 25 - cap });
  });

  it("a visitor on two members' links in one batch is one unique visitor, credited to the first link", async () => {
    const { accountId, admin, campaign, click } = await setup();
    const member = await addMember(ctx(), accountId);
    await member.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const memberToken = tokensIn((await member.client.get("/api/signature")).json.html as string).clicks[0];
    const memberClaims = readTrackingToken(ctx().deps.tracking, memberToken)!;
    const buffer = campaignEventBuffer(ctx().deps.db, silent, { flushAfterMs: HOUR });
    buffer.add(click("network-1"));
    buffer.add({ ...click("network-1"), ...memberClaims });
    buffer.add(click("network-1"));
    await buffer.flush();
    const days = await ctx().deps.db.select().from(campaignEventDays).where(eq(campaignEventDays.campaignId, campaign.id));
    const byMember = Object.fromEntries(days.map((d) => [d.userId, { events: d.events, visitors: d.visitors }]));
    expect(byMember).toEqual({ [admin.userId]: { events: 2, visitors: 1 }, [member.userId]: { events: 1, visitors: 0 } });
  });

  it("a full batch is written without waiting for its age, and what is held is written at shutdown", async () => {
    const { campaign, click } = await setup();
    const buffer = campaignEventBuffer(ctx().deps.db, silent, { flushAfterMs: HOUR, maxRows: 2 });
    buffer.add(click("network-1"));
    buffer.add(click("network-2"));
    buffer.add(click("network-3")); // the batch of two is full: written now, the third waits
    await until(
      () => rawRows(campaign.id),
      (rows) => rows.length === 2,
      "the full batch written",
    );
    await buffer.close();
    expect((await rawRows(campaign.id)).map((r) => r.visitor).sort()).toEqual(["network-1", "network-2", "network-3"]);
    // Once closed (shutdown), nothing is held: a late event is written at once.
    buffer.add(click("network-4"));
    await until(
      () => rawRows(campaign.id),
      (rows) => rows.length === 4,
      "the late event written",
    );
  });

  it("two processes' batches of one visitor never pass its cap, and every event is counted or discarded", async () => {
    const { campaign, click } = await setup();
    const one = campaignEventBuffer(ctx().deps.db, silent, { flushAfterMs: HOUR });
    const two = campaignEventBuffer(ctx().deps.db, silent, { flushAfterMs: HOUR });
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 4; i++) {
        one.add(click("network-1"));
        two.add(click("network-1"));
      }
      await Promise.all([one.flush(), two.flush()]);
    }
    const { events, visitors, discarded } = await rollUp(campaign.id);
    expect(events).toBeLessThanOrEqual(COUNTED_PER_VISITOR_DAY.click);
    expect(events).toBeGreaterThan(0);
    expect(events + discarded).toBe(32);
    expect(visitors).toBe(1);
    const rows = await rawRows(campaign.id);
    expect(rows.map((r) => r.count)).toEqual([events]);
  });

  it("a click while the campaign is paused is not counted, even when it is resumed before the batch is written", async () => {
    const { admin, campaign, token } = await setup();
    expect((await admin.client.post(`/api/campaigns/${campaign.id}/pause`)).status).toBe(200);
    expect((await visit(`/r/${token}`)).status).toBe(302);
    expect((await admin.client.post(`/api/campaigns/${campaign.id}/resume`)).status).toBe(200);
    await ctx().deps.campaignEvents.flush();
    expect(await rollUp(campaign.id)).toEqual({ events: 0, visitors: 0, discarded: 0 });
  });
});
