import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { campaigns, userCampaignSelections } from "../../db/schema";
import { renderSignature } from "../signature/render-signature";
import { companyWithTeam, newTemplate } from "./template-test-kit";

describeEachDatabase("templates: what members get", (ctx) => {
  it("a member gets a new default, a department's template and each save at once on their next load", async () => {
    const { admin, seller, sales } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Fresh");
    const put = (html: string) => admin.client.request("PUT", `/api/templates/${t.id}/content`, { html, design: null });
    await put("<p>Fresh one {{full_name}}</p>");
    await seller.client.post("/api/signature/ensure");
    expect((await seller.client.get("/api/signature")).json.html).not.toContain("Fresh one");
    await admin.client.post(`/api/templates/${t.id}/default`);
    expect((await seller.client.get("/api/signature")).json.html).toContain("Fresh one Sally Seller");
    // Two saves in a row: each is seen at once (the compiled-template cache is keyed by version).
    await put("<p>Fresh two {{full_name}}</p>");
    expect((await seller.client.get("/api/signature")).json.html).toContain("Fresh two");
    await put("<p>Fresh three {{full_name}}</p>");
    expect((await seller.client.get("/api/signature")).json.html).toContain("Fresh three");
    // A department's template wins over the default.
    const own = await newTemplate(admin.client, "Sales only");
    await admin.client.request("PUT", `/api/templates/${own.id}/content`, { html: "<p>Sales {{email}}</p>", design: null });
    await admin.client.request("PUT", `/api/templates/${own.id}/departments`, { departmentIds: [sales.id] });
    expect((await seller.client.get("/api/signature")).json.html).toContain(`Sales ${seller.email}`);
  });

  it("the check's Gmail count equals the longest rendered signature, two campaigns selected", async () => {
    const { admin, accountId, seller, helper, defaultId } = await companyWithTeam(ctx());
    const db = ctx().deps.db;
    const made = await db
      .insert(campaigns)
      .values([
        { accountId, name: "Short", imageUrl: "https://cdn.example.com/a.png", landingPageUrl: "https://example.com/a" },
        {
          accountId,
          name: "Long A/B test",
          description: "A description that makes this campaign the longer one",
          imageUrl: "https://cdn.example.com/b.png",
          imageUrlB: "https://cdn.example.com/b-variant.png",
          landingPageUrl: "https://example.com/b",
          ctaText: "Read more",
          ctaTextB: "Find out more today",
        },
        { accountId, name: "Draft", isActive: false, description: "x".repeat(3000) },
      ])
      .returning();
    const live = made.slice(0, 2);
    for (const member of [admin, seller, helper])
      await db.insert(userCampaignSelections).values(live.map((c) => ({ userId: member.userId, campaignId: c.id })));
    const template = (await admin.client.get(`/api/templates/${defaultId}`)).json.template;

    const check = await admin.client.post("/api/templates/check", { html: template.html });
    expect(check.status).toBe(200);
    const lengths = await Promise.all(
      [admin, seller, helper].map(
        async (m) => (await renderSignature(ctx().deps, { accountId, userId: m.userId, role: "user" })).html.length,
      ),
    );
    expect(check.json.gmail).toEqual({ longest: Math.max(...lengths), limit: 10_000 });
    expect(Array.isArray(check.json.findings)).toBe(true);

    const long = await admin.client.post("/api/templates/check", { html: `<p>{{full_name}}</p><p>${"y".repeat(12_000)}</p>` });
    expect(long.json.gmail.longest).toBeGreaterThan(12_000);
  });

  it("answers preview data: a member's values as their signature has them, a campaign untracked, or the caller's own", async () => {
    const { admin, accountId, seller } = await companyWithTeam(ctx());
    const [campaign] = await ctx()
      .deps.db.insert(campaigns)
      .values({ accountId, name: "Promo", imageUrl: "/files/banners/x.png", landingPageUrl: "https://example.com/promo" })
      .returning();
    const sample = await admin.client.get("/api/templates/preview-data");
    expect(sample.status).toBe(200);
    expect(sample.json).toMatchObject({ member: null, data: { full_name: "Test User", email: admin.email }, campaigns: [] });
    const res = await admin.client.get(`/api/templates/preview-data?memberId=${seller.userId}&campaignId=${campaign.id}`);
    expect(res.status).toBe(200);
    expect(res.json.member).toEqual({ id: seller.userId, name: "Sally Seller" });
    expect(res.json.data).toMatchObject({ full_name: "Sally Seller", email: seller.email });
    expect(res.json.campaigns).toEqual([
      expect.objectContaining({
        id: campaign.id,
        image_url: "http://localhost:3999/files/banners/x.png",
        landing_page_url: "https://example.com/promo",
      }),
    ]);
    const other = await companyWithTeam(ctx());
    expect((await admin.client.get(`/api/templates/preview-data?memberId=${other.seller.userId}`)).status).toBe(404);
    expect((await other.admin.client.get(`/api/templates/preview-data?campaignId=${campaign.id}`)).status).toBe(404);
    expect((await admin.client.get("/api/templates/preview-data?memberId=nope")).status).toBe(404);
    const bad = await admin.client.get(`/api/templates/preview-data?memberId=${"x".repeat(65)}`);
    expect(bad.json.error.fields).toEqual({ memberId: "Please choose a member from the list" });
  });
});
