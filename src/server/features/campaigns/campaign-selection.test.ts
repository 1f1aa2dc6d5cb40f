import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { campaignDepartments, campaigns, departments, profiles, userCampaignSelections } from "../../db/schema";
import { forgetReads } from "../../lib/read-cache";

const DAY = 86_400_000;

async function addCampaign(ctx: TestContext, accountId: string, values: Partial<typeof campaigns.$inferInsert> = {}) {
  const [row] = await ctx.deps.db
    .insert(campaigns)
    .values({
      accountId,
      name: "Spring sale",
      description: "Twenty percent off",
      imageUrl: "/static/demo/banner-launch.png",
      landingPageUrl: "https://example.com/spring",
      ctaText: "Shop now",
      ...values,
    })
    .returning();
  return row;
}

describeEachDatabase("campaign selections", (ctx) => {
  it("lists only the account's active campaigns inside their dates and aimed at the member", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const other = await createCompany(ctx(), "Other");
    const [sales, support] = await ctx()
      .deps.db.insert(departments)
      .values([
        { accountId, name: "Sales" },
        { accountId, name: "Support" },
      ])
      .returning();
    await ctx().deps.db.update(profiles).set({ departmentId: sales.id }).where(eq(profiles.id, admin.userId));
    const now = Date.now();
    // Created a minute apart: PGlite's clock can give two inserts the same millisecond, and the
    // list then orders them by name.
    const live = await addCampaign(ctx(), accountId, { name: "Live", createdAt: new Date(now - 120_000) });
    const forSales = await addCampaign(ctx(), accountId, {
      name: "For sales",
      startsAt: new Date(now - DAY),
      endsAt: new Date(now + DAY),
      createdAt: new Date(now - 60_000),
    });
    await ctx().deps.db.insert(campaignDepartments).values({ campaignId: forSales.id, departmentId: sales.id });
    const forSupport = await addCampaign(ctx(), accountId, { name: "For support" });
    await ctx().deps.db.insert(campaignDepartments).values({ campaignId: forSupport.id, departmentId: support.id });
    await addCampaign(ctx(), accountId, { name: "Inactive", isActive: false });
    await addCampaign(ctx(), accountId, { name: "Ended", endsAt: new Date(now - DAY) });
    await addCampaign(ctx(), accountId, { name: "Future", startsAt: new Date(now + DAY) });
    await addCampaign(ctx(), other.accountId, { name: "Someone else's" });

    const res = await admin.client.get("/api/campaign-selections/campaigns");
    expect(res.status).toBe(200);
    expect(res.json.campaigns.map((c: { name: string }) => c.name)).toEqual([live.name, forSales.name]);
  });

  it("lists each campaign's banner as its thumbnail: app paths and http(s) URLs, never a script URL", async () => {
    const { accountId, admin } = await createCompany(ctx());
    await addCampaign(ctx(), accountId, { name: "A", imageUrl: "/static/demo/banner-launch.png" });
    await addCampaign(ctx(), accountId, { name: "B", imageUrl: "https://cdn.example.com/b.png" });
    await addCampaign(ctx(), accountId, { name: "C", imageUrl: "javascript:alert(1)" });
    await addCampaign(ctx(), accountId, { name: "D", imageUrl: "//evil.example/d.png" });
    await addCampaign(ctx(), accountId, { name: "E", imageUrl: null });
    const res = await admin.client.get("/api/campaign-selections/campaigns");
    const thumbs = Object.fromEntries(res.json.campaigns.map((c: { name: string; imageUrl: string | null }) => [c.name, c.imageUrl]));
    expect(thumbs).toEqual({
      A: "/static/demo/banner-launch.png",
      B: "https://cdn.example.com/b.png",
      C: null,
      D: "https://evil.example/d.png", // protocol-relative made explicit, as in signatures
      E: null,
    });
  });

  it("selects and unselects, and the banner appears in and leaves the rendered signature", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const campaign = await addCampaign(ctx(), accountId);
    expect((await admin.client.get("/api/campaign-selections")).json.campaignIds).toEqual([]);

    const select = await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    expect(select.status).toBe(201);
    expect((await admin.client.post("/api/campaign-selections", { campaignId: campaign.id })).status).toBe(201); // idempotent
    expect((await admin.client.get("/api/campaign-selections")).json.campaignIds).toEqual([campaign.id]);
    const withBanner = await admin.client.get("/api/signature");
    // The banner goes through the tracking address /i/{token}, which serves the campaign's image.
    expect(withBanner.json.html).toContain(`${TEST_BASE_URL}/i/`);
    expect(withBanner.json.html).toContain('height="90"');
    expect(withBanner.json.html).toContain("Shop now");

    expect((await admin.client.delete(`/api/campaign-selections/${campaign.id}`)).status).toBe(204);
    expect((await admin.client.get("/api/campaign-selections")).json.campaignIds).toEqual([]);
    expect((await admin.client.get("/api/signature")).json.html).not.toContain(`${TEST_BASE_URL}/i/`);
  });

  it("another account's campaign is 404 for select and unselect", async () => {
    const a = await createCompany(ctx(), "Alpha");
    const b = await createCompany(ctx(), "Beta");
    const theirs = await addCampaign(ctx(), b.accountId);
    const select = await a.admin.client.post("/api/campaign-selections", { campaignId: theirs.id });
    expect(select.status).toBe(404);
    expect((await a.admin.client.delete(`/api/campaign-selections/${theirs.id}`)).status).toBe(404);
    expect(await ctx().deps.db.select().from(userCampaignSelections).where(eq(userCampaignSelections.userId, a.admin.userId))).toHaveLength(
      0,
    );
  });

  it("refuses inactive, ended, future and other-department campaigns with a clear message", async () => {
    const { accountId } = await createCompany(ctx());
    const member = await addMember(ctx(), accountId);
    const [dept] = await ctx().deps.db.insert(departments).values({ accountId, name: "Legal" }).returning();
    const inactive = await addCampaign(ctx(), accountId, { isActive: false });
    const ended = await addCampaign(ctx(), accountId, { endsAt: new Date(Date.now() - DAY) });
    const future = await addCampaign(ctx(), accountId, { startsAt: new Date(Date.now() + DAY) });
    const targeted = await addCampaign(ctx(), accountId);
    await ctx().deps.db.insert(campaignDepartments).values({ campaignId: targeted.id, departmentId: dept.id });
    const expected: [string, RegExp][] = [
      [inactive.id, /not active/],
      [ended.id, /has ended/],
      [future.id, /not started/],
      [targeted.id, /not available for your department/],
    ];
    for (const [campaignId, message] of expected) {
      const res = await member.client.post("/api/campaign-selections", { campaignId });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("campaign_unavailable");
      expect(res.json.error.message).toMatch(message);
    }
  });

  it("a selected campaign that is later deactivated leaves the signature but can still be unselected", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const campaign = await addCampaign(ctx(), accountId, { imageUrl: "https://cdn.example.com/banner.png" });
    await admin.client.post("/api/campaign-selections", { campaignId: campaign.id });
    expect((await admin.client.get("/api/signature")).json.html).toContain(`${TEST_BASE_URL}/i/`);
    await ctx().deps.db.update(campaigns).set({ isActive: false }).where(eq(campaigns.id, campaign.id));
    // A direct write past the API: the answers kept from before it go (decision 024).
    forgetReads(ctx().deps.db);
    expect((await admin.client.get("/api/signature")).json.html).not.toContain(`${TEST_BASE_URL}/i/`);
    expect((await admin.client.delete(`/api/campaign-selections/${campaign.id}`)).status).toBe(204);
  });

  it("rejects a malformed campaign id with a field error, and needs a member", async () => {
    const { admin } = await createCompany(ctx());
    const bad = await admin.client.post("/api/campaign-selections", { campaignId: "nope" });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.campaignId).toBeTruthy();
    expect((await admin.client.post("/api/campaign-selections", {})).json.error.fields.campaignId).toBe("campaignId is required");
    expect((await admin.client.delete("/api/campaign-selections/nope")).status).toBe(404);
    expect((await ctx().client().get("/api/campaign-selections/campaigns")).status).toBe(401);
  });
});
