// Tracking that one sender can't inflate and that stops sending people on for an account
// that is not active (decision 014): a visitor is a network (IPv4 /24, IPv6 /48) per campaign
// and day whatever its user agent; counted events per visitor are capped and the rest shown as
// discarded repeats; a suspended or pending account's /r answers a page naming the target.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember, createCompany, setAccountStatus } from "../../test/factories";
import { campaignEventDays, campaignEvents } from "../../db/schema";
import { BROWSER, create, fromAddress, png, tokensIn, uploadBanner } from "../../test/campaign-fixtures";
import { dayIn } from "../../../shared/campaigns/zoned-time";
import { COUNTED_PER_VISITOR_DAY } from "../../../shared/statistics/statistics-schema";
import { APP_CSP } from "../../lib/content-security-policy";

const TARGET = "https://phishing.example/login?next=/account&lang=en";

describeEachDatabase("tracking: repeats per network, inactive accounts", (ctx) => {
  async function setup(landingPageUrl = TARGET) {
    const { accountId, admin } = await createCompany(ctx());
    const upload = await uploadBanner(ctx(), admin.client.cookieHeader(), await png(300, 90));
    const campaign = await create(ctx(), admin.client, { imageUrl: upload.json.url, landingPageUrl });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const { clicks, images } = tokensIn((await admin.client.get("/api/signature")).json.html as string);
    return { accountId, admin, campaign, click: clicks[0], image: images[0] };
  }
  // A visit, and the batch of events it joined written (decision 051: a few milliseconds later).
  const visit = async (path: string, from: string, userAgent = BROWSER) => {
    const res = await ctx().app.request(path, { headers: { "user-agent": userAgent }, redirect: "manual" }, fromAddress(from));
    await ctx().deps.campaignEvents.flush();
    return res;
  };
  const today = () => dayIn(new Date(), "UTC");
  const statistics = async (client: Awaited<ReturnType<typeof setup>>["admin"]["client"]) =>
    (await client.get(`/api/statistics?from=${today()}&to=${today()}`)).json;
  const rawRows = (campaignId: string) => ctx().deps.db.select().from(campaignEvents).where(eq(campaignEvents.campaignId, campaignId));
  const rollUp = (campaignId: string) => ctx().deps.db.select().from(campaignEventDays).where(eq(campaignEventDays.campaignId, campaignId));

  it("25 clicks from one address with 25 user agents are 1 unique click, the cap in clicks, and the rest discarded", async () => {
    const { admin, campaign, click } = await setup();
    for (let i = 0; i < 25; i++) {
      const res = await visit(`/r/${click}`, "203.0.113.5", `${BROWSER} Build/${i}`);
      // Every visitor still lands: the cap changes what is counted, not where people go.
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(TARGET);
    }
    const cap = COUNTED_PER_VISITOR_DAY.click;
    const stats = await statistics(admin.client);
    expect(stats.current).toEqual({ impressions: 0, clicks: cap, uniqueClicks: 1, discardedRepeats: 25 - cap });
    expect(stats.campaigns[0]).toMatchObject({ id: campaign.id, clicks: cap, uniqueClicks: 1, discardedRepeats: 25 - cap });
    expect(stats.campaigns[0].variants).toEqual([
      { variant: "a", impressions: 0, clicks: cap, uniqueClicks: 1, discardedRepeats: 25 - cap },
    ]);
    // One raw row, holding no address: the visitor is a keyed hash.
    const rows = await rawRows(campaign.id);
    expect(rows.map((r) => r.count)).toEqual([cap]);
    expect(rows[0].visitor).not.toContain("203.0.113");
  });

  it("addresses of one /24 (or one IPv6 /48) are one visitor; two /24s are two", async () => {
    const { admin, click } = await setup();
    await visit(`/r/${click}`, "203.0.113.5");
    await visit(`/r/${click}`, "203.0.113.77");
    await visit(`/r/${click}`, "::ffff:203.0.113.200");
    await visit(`/r/${click}`, "198.51.100.7");
    await visit(`/r/${click}`, "2001:db8:1:2::1");
    await visit(`/r/${click}`, "2001:db8:1:ffff::9");
    const stats = await statistics(admin.client);
    expect(stats.current).toEqual({ impressions: 0, clicks: 6, uniqueClicks: 3, discardedRepeats: 0 });
  });

  it("a burst of parallel clicks from one network passes the cap by none", async () => {
    const { admin, click } = await setup();
    await Promise.all(Array.from({ length: 20 }, (_, i) => visit(`/r/${click}`, "203.0.113.5", `${BROWSER} Tab/${i}`)));
    const stats = await statistics(admin.client);
    expect(stats.current).toEqual({
      impressions: 0,
      clicks: COUNTED_PER_VISITOR_DAY.click,
      uniqueClicks: 1,
      discardedRepeats: 20 - COUNTED_PER_VISITOR_DAY.click,
    });
  });

  it("impressions have their own cap; a network's cap is per campaign, across the members' links", async () => {
    const { accountId, admin, campaign, image } = await setup();
    const cap = COUNTED_PER_VISITOR_DAY.impression;
    for (let i = 0; i < cap + 3; i++) expect((await visit(`/i/${image}`, "203.0.113.5")).status).toBe(200);
    // Another member's banner of the same campaign, seen from the same network: nothing more counts.
    const member = await addMember(ctx(), accountId);
    await member.client.post("/api/campaign-selections", { campaignId: campaign.id });
    const { images } = tokensIn((await member.client.get("/api/signature")).json.html as string);
    await visit(`/i/${images[0]}`, "203.0.113.9");
    const stats = await statistics(admin.client);
    expect(stats.current).toEqual({ impressions: cap, clicks: 0, uniqueClicks: 0, discardedRepeats: 4 });
    const byMember = (await rollUp(campaign.id)).map((r) => [r.userId, r.events, r.discarded]);
    expect(byMember).toEqual(
      expect.arrayContaining([
        [admin.userId, cap, 3],
        [member.userId, 0, 1],
      ]),
    );
  });

  for (const status of ["suspended", "pending_activation"] as const) {
    it(`a ${status} account's link answers a page naming the target, redirects nowhere and counts nothing`, async () => {
      const { accountId, campaign, click, image } = await setup();
      await setAccountStatus(ctx(), accountId, status);
      const res = await visit(`/r/${click}`, "203.0.113.5");
      expect(res.status).toBe(200);
      expect(res.headers.get("location")).toBeNull();
      expect(res.headers.get("content-type")).toContain("text/html");
      expect(res.headers.get("content-security-policy")).toBe(APP_CSP);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("This link is not active");
      // The target as text and as a link the reader may follow; escaped; nothing moves on by itself.
      expect(html).toContain("https://phishing.example/login?next=/account&amp;lang=en</code>");
      expect(html).toContain('<a href="https://phishing.example/login?next=/account&amp;lang=en" rel="noopener noreferrer nofollow"');
      expect(html).not.toMatch(/<script|http-equiv|refresh/i);
      // The banner: a transparent pixel, never the account's image or address.
      const banner = await visit(`/i/${image}`, "203.0.113.5");
      expect(banner.status).toBe(200);
      expect(banner.headers.get("content-type")).toBe("image/gif");
      expect(banner.headers.get("location")).toBeNull();
      expect((await banner.arrayBuffer()).byteLength).toBeLessThan(100);
      expect(await rawRows(campaign.id)).toHaveLength(0);
      expect(await rollUp(campaign.id)).toHaveLength(0);
      // Active again: the link redirects and counts.
      await setAccountStatus(ctx(), accountId, "active");
      const again = await visit(`/r/${click}`, "203.0.113.5");
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(TARGET);
      expect(await rawRows(campaign.id)).toHaveLength(1);
    });
  }

  it("the target is escaped on the page", async () => {
    const { accountId, click } = await setup('https://phishing.example/"><img src=x onerror=alert(1)>');
    await setAccountStatus(ctx(), accountId, "suspended");
    const res = await visit(`/r/${click}`, "203.0.113.5");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("https://phishing.example/&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</code>");
    expect(html).not.toContain("<img");
    expect(html).not.toContain('"><');
  });

  it("a deleted campaign's link keeps landing while its account is active, and not once it is suspended", async () => {
    const { accountId, admin, campaign, click } = await setup();
    expect((await admin.client.delete(`/api/campaigns/${campaign.id}`)).status).toBe(204);
    const landing = await visit(`/r/${click}`, "203.0.113.5");
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe(TARGET);

    await setAccountStatus(ctx(), accountId, "suspended");
    const page = await visit(`/r/${click}`, "203.0.113.5");
    expect(page.status).toBe(200);
    expect(page.headers.get("location")).toBeNull();
    expect(await page.text()).toContain("https://phishing.example/login?next=/account&amp;lang=en</code>");
  });
});
