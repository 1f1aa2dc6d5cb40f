import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { BROWSER, body, create, DAY, fromAddress, tokensIn } from "../../test/campaign-fixtures";
import { addMember, createCompany } from "../../test/factories";
import { variantOf } from "../../../shared/campaigns/campaign-variant";
import type { TestContext } from "../../test/test-app";

const AB = {
  imageUrl: "https://cdn.example.com/a.png",
  altText: "Alt of banner A",
  landingPageUrl: "https://example.com/a",
  imageUrlB: "https://cdn.example.com/b.png",
  altTextB: "Alt of banner B",
  landingPageUrlB: "https://example.com/b",
};

/** A member of the account who gets the given variant of the campaign (members are added until one does). */
async function memberWithVariant(ctx: TestContext, accountId: string, campaignId: string, variant: "a" | "b") {
  for (let i = 0; i < 40; i++) {
    const member = await addMember(ctx, accountId);
    if (variantOf(campaignId, member.userId) === variant) return member;
  }
  throw new Error(`no member got variant ${variant}`);
}

describeEachDatabase("A/B campaigns: variant B's banner, alt text and landing page", (ctx) => {
  // A visit, and the batch of events it joined written (decision 051: a few milliseconds later).
  const visit = async (path: string) => {
    const res = await ctx().app.request(path, { headers: { "user-agent": BROWSER }, redirect: "manual" }, fromAddress("203.0.113.5"));
    await ctx().deps.campaignEvents.flush();
    return res;
  };

  it("a member assigned variant B gets B's banner and alt text in the signature and picker, and lands on B's page", async () => {
    const { accountId, admin } = await createCompany(ctx());
    const campaign = await create(ctx(), admin.client, { ...AB, isRequired: true });
    expect(campaign).toMatchObject({ altTextB: AB.altTextB, landingPageUrlB: AB.landingPageUrlB });

    const memberB = await memberWithVariant(ctx(), accountId, campaign.id, "b");
    const html = (await memberB.client.get("/api/signature")).json.html as string;
    expect(html).toContain('alt="Alt of banner B"');
    expect(html).not.toContain("Alt of banner A");
    const { clicks, images } = tokensIn(html);
    const banner = await visit(`/i/${images[0]}`);
    expect(banner.headers.get("location")).toBe(AB.imageUrlB);
    const landing = await visit(`/r/${clicks[0]}`);
    expect(landing.status).toBe(302);
    expect(landing.headers.get("location")).toBe(AB.landingPageUrlB);
    const picker = (await memberB.client.get("/api/campaign-selections/campaigns")).json.campaigns;
    expect(picker).toEqual([expect.objectContaining({ id: campaign.id, imageUrl: AB.imageUrlB })]);

    const memberA = await memberWithVariant(ctx(), accountId, campaign.id, "a");
    const htmlA = (await memberA.client.get("/api/signature")).json.html as string;
    expect(htmlA).toContain('alt="Alt of banner A"');
    expect((await visit(`/r/${tokensIn(htmlA).clicks[0]}`)).headers.get("location")).toBe(AB.landingPageUrl);
    const pickerA = (await memberA.client.get("/api/campaign-selections/campaigns")).json.campaigns;
    expect(pickerA[0].imageUrl).toBe(AB.imageUrl);

    // Statistics: a row per variant, each with its own clicks.
    const today = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 6 * DAY).toISOString().slice(0, 10);
    const stats = (await admin.client.get(`/api/statistics?from=${from}&to=${today}`)).json;
    expect(stats.campaigns[0].variants).toEqual([
      expect.objectContaining({ variant: "a", clicks: 1 }),
      expect.objectContaining({ variant: "b", clicks: 1, impressions: 1 }),
    ]);

    // Without a landing page B, variant B lands on A's; a deleted campaign's B links still land on B's.
    const editB = await admin.client.request(
      "PUT",
      `/api/campaigns/${campaign.id}`,
      body({ ...AB, landingPageUrlB: "", isRequired: true }),
    );
    expect(editB.status).toBe(200);
    const again = (await memberB.client.get("/api/signature")).json.html as string;
    expect((await visit(`/r/${tokensIn(again).clicks[0]}`)).headers.get("location")).toBe(AB.landingPageUrl);
    await admin.client.request("PUT", `/api/campaigns/${campaign.id}`, body({ ...AB, isRequired: true }));
    expect((await admin.client.delete(`/api/campaigns/${campaign.id}`)).status).toBe(204);
    expect((await visit(`/r/${clicks[0]}`)).headers.get("location")).toBe(AB.landingPageUrlB);
  });

  it("an A/B campaign without events has a statistics row per variant; bad B fields are refused by name", async () => {
    const { admin } = await createCompany(ctx());
    await create(ctx(), admin.client, AB);
    const today = new Date().toISOString().slice(0, 10);
    const stats = (await admin.client.get(`/api/statistics?from=${today}&to=${today}`)).json;
    expect(stats.campaigns[0].variants.map((v: { variant: string }) => v.variant)).toEqual(["a", "b"]);

    const bad = await admin.client.post("/api/campaigns", body({ landingPageUrlB: "javascript:alert(1)", altTextB: "x".repeat(121) }));
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields.landingPageUrlB).toMatch(/http/);
    expect(bad.json.error.fields.altTextB).toMatch(/at most 120/);
  });
});
