// The daily roll-up written with every counted event, the flood bound on visitor rows, a
// deleted campaign's links, and days counted in the company's time zone (decision 020).
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { accounts, campaignEventDays, campaignEvents, deletedCampaigns } from "../../db/schema";
import { BROWSER, create, fromAddress, png, tokensIn, uploadBanner } from "../../test/campaign-fixtures";
import { dayIn } from "../../../shared/campaigns/zoned-time";
import { recordCampaignEvent } from "./record-campaign-event";
import { readTrackingToken } from "./tracking-token";

describeEachDatabase("campaign event roll-up, flood bound, deleted campaigns, company days", (ctx) => {
  async function setup() {
    const { accountId, admin } = await createCompany(ctx());
    const upload = await uploadBanner(ctx(), admin.client.cookieHeader(), await png(300, 90));
    const campaign = await create(ctx(), admin.client, { imageUrl: upload.json.url, landingPageUrl: "https://example.com/landing" });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const { clicks, images } = tokensIn((await admin.client.get("/api/signature")).json.html as string);
    return { accountId, admin, campaign, click: clicks[0], image: images[0] };
  }
  // A visit, and the batch of events it joined written (decision 051: a few milliseconds later).
  const visit = async (path: string, userAgent = BROWSER, from = "203.0.113.5") => {
    const res = await ctx().app.request(path, { headers: { "user-agent": userAgent }, redirect: "manual" }, fromAddress(from));
    await ctx().deps.campaignEvents.flush();
    return res;
  };
  const raw = (campaignId: string) => ctx().deps.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));
  const days = (campaignId: string) => ctx().deps.db.select().from(campaignEventDays).where(eq(campaignEventDays.campaignId, campaignId));

  // Both are kept by the read cache (decision 024): a counted event empties it.
  it("a click shows at once in the campaign list and the statistics read before it", async () => {
    const { admin, campaign, click } = await setup();
    const clicksInList = async () =>
      ((await admin.client.get("/api/campaigns")).json.campaigns as { id: string; clicks30d: number }[]).find((c) => c.id === campaign.id)
        ?.clicks30d;
    const today = dayIn(new Date(), "UTC");
    const clicksInStatistics = async () => (await admin.client.get(`/api/statistics?from=${today}&to=${today}`)).json.current.clicks;
    expect(await clicksInList()).toBe(0);
    expect(await clicksInStatistics()).toBe(0);
    await visit(`/r/${click}`);
    expect(await clicksInList()).toBe(1);
    expect(await clicksInStatistics()).toBe(1);
  });

  it("adds every counted event to the day's roll-up, and a visitor only once", async () => {
    const { admin, campaign, click, image } = await setup();
    await visit(`/r/${click}`);
    await visit(`/r/${click}`);
    await visit(`/r/${click}`, BROWSER, "198.51.100.7");
    await visit(`/i/${image}`);
    await visit(`/r/${click}`, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)");
    const rows = (await days(campaign.id)).map((r) => ({ kind: r.kind, userId: r.userId, events: r.events, visitors: r.visitors }));
    expect(rows.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "click", userId: admin.userId, events: 3, visitors: 2 },
      { kind: "impression", userId: admin.userId, events: 1, visitors: 1 },
    ]);
    // The raw rows agree: one per visitor, repeats in count.
    expect(
      (await raw(campaign.id))
        .filter((r) => r.kind === "click")
        .map((r) => r.count)
        .sort(),
    ).toEqual([1, 2]);
  });

  it("a flood of fresh visitors keeps at most the bound of raw rows; beyond it only the roll-up counts", async () => {
    const { admin, campaign } = await setup();
    const event = { kind: "click" as const, campaignId: campaign.id, userId: admin.userId, variant: "a" as const, day: "2030-01-02" };
    for (let i = 0; i < 6; i++) await recordCampaignEvent(ctx().deps.db, { ...event, visitor: `visitor-${i}` }, { visitorRows: 3 });
    // A visitor kept before the bound still adds to its own row.
    await recordCampaignEvent(ctx().deps.db, { ...event, visitor: "visitor-0" }, { visitorRows: 3 });
    const kept = await raw(campaign.id);
    expect(kept.map((r) => [r.visitor, r.count]).sort()).toEqual([
      ["visitor-0", 2],
      ["visitor-1", 1],
      ["visitor-2", 1],
    ]);
    const [day] = await days(campaign.id);
    expect({ events: day.events, visitors: day.visitors }).toEqual({ events: 7, visitors: 3 });
    // The bound is per member, campaign, kind and day: the next day starts again.
    await recordCampaignEvent(ctx().deps.db, { ...event, day: "2030-01-03", visitor: "visitor-9" }, { visitorRows: 3 });
    expect(await raw(campaign.id)).toHaveLength(4);
  });

  it("a deleted campaign's link lands on its page and counts nothing; its banner is 404; the account takes it along", async () => {
    const { accountId, admin, campaign, click, image } = await setup();
    await visit(`/r/${click}`);
    expect((await admin.client.delete(`/api/campaigns/${campaign.id}`)).status).toBe(204);
    const [kept] = await ctx().deps.db.select().from(deletedCampaigns).where(eq(deletedCampaigns.campaignId, campaign.id));
    expect(kept).toMatchObject({ accountId, landingPageUrl: "https://example.com/landing" });

    const res = await visit(`/r/${click}`);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://example.com/landing");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    const banner = await visit(`/i/${image}`);
    expect(banner.status).toBe(404);
    expect(banner.headers.get("location")).toBeNull();
    expect(await raw(campaign.id)).toHaveLength(0);
    expect(await days(campaign.id)).toHaveLength(0);

    // Deleting the company removes the kept landing page: the link is then unknown (404).
    const { name } = (await admin.client.get("/api/company")).json.account as { name: string };
    expect((await admin.client.request("DELETE", "/api/company", { confirmName: name })).status).toBe(204);
    expect(await ctx().deps.db.select().from(deletedCampaigns).where(eq(deletedCampaigns.accountId, accountId))).toHaveLength(0);
    expect((await visit(`/r/${click}`)).status).toBe(404);
  });

  it("counts and shows days in the company's time zone", async () => {
    const { accountId, admin, click } = await setup();
    // A zone whose date differs from UTC's right now (one of the two always does).
    const now = new Date();
    const utcDay = dayIn(now, "UTC");
    const zone = dayIn(now, "Pacific/Kiritimati") !== utcDay ? "Pacific/Kiritimati" : "Pacific/Pago_Pago";
    expect((await admin.client.request("PUT", "/api/company/time-zone", { timeZone: zone })).status).toBe(200);
    const localDay = dayIn(new Date(), zone);
    await visit(`/r/${click}`);
    const claims = readTrackingToken(ctx().deps.tracking, click)!;
    const [row] = await days(claims.campaignId);
    expect(row.day).toBe(localDay);

    const stats = await admin.client.get(`/api/statistics?from=${localDay}&to=${localDay}`);
    expect(stats.json.timeZone).toBe(zone);
    expect(stats.json.current.clicks).toBe(1);
    expect(stats.json.daily).toEqual([{ day: localDay, impressions: 0, clicks: 1 }]);
    const list = await admin.client.get("/api/campaigns");
    expect(list.json.campaigns[0]).toMatchObject({ clicks30d: 1, timeZone: zone });
    const [account] = await ctx().deps.db.select().from(accounts).where(eq(accounts.id, accountId));
    expect(account.timeZone).toBe(zone);
  });
});
