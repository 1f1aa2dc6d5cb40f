// A deployment loads a whole batch in one query and renders each member from it: what it
// stores must be byte for byte what the one render path gives that member on /signature
// (department template, office, required and selected campaigns with their A/B variant
// and tracked links), and a member who can't be rendered fails alone, with the reason.
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { addMember } from "../../test/factories";
import { accountUsers, campaigns, companyOffices, profiles, userCampaignSelections } from "../../db/schema";
import { renderSignature } from "./render-signature";
import { REASONS, renderDeploymentBatch } from "./render-signature-batch";
import { companyWithTeam } from "../deployments/deployment-test-helpers";

describeEachDatabase("a deployment batch renders like /signature", (ctx) => {
  it("gives every member the same HTML as the one render path, and each failure its reason", async () => {
    const team = await companyWithTeam(ctx());
    const db = ctx().deps.db;
    const [office] = await db
      .insert(companyOffices)
      .values({ accountId: team.accountId, locationName: "Lisbon", phoneNumber: "+351 21 000 0000", address: "Rua Augusta 1" })
      .returning();
    await db.update(profiles).set({ officeId: office.id, jobTitle: "Seller & <b>co</b>" }).where(eq(profiles.id, team.sellers[0].userId));
    const campaign = (name: string, values: Partial<typeof campaigns.$inferInsert>) =>
      db
        .insert(campaigns)
        .values({
          accountId: team.accountId,
          name,
          imageUrl: "/static/demo/banner-launch.png",
          landingPageUrl: "https://example.com/x",
          ctaText: "Go",
          ...values,
        })
        .returning()
        .then(([row]) => row);
    // Required, with two variants: members split between A and B by a stable hash.
    await campaign("Launch", { isRequired: true, ctaTextB: "Try it" });
    const chosen = await campaign("Webinar", {});
    await db.insert(userCampaignSelections).values({ userId: team.sellers[1].userId, campaignId: chosen.id });
    const extra = await Promise.all([1, 2, 3, 4].map(() => addMember(ctx(), team.accountId)));
    const gone = await addMember(ctx(), team.accountId);
    await db.delete(accountUsers).where(eq(accountUsers.userId, gone.userId));

    const members = [team.admin, ...team.sellers, team.supporter, ...extra];
    const renders = await renderDeploymentBatch(
      ctx().deps,
      team.accountId,
      [...members.map((m) => ({ userId: m.userId, member: true })), { userId: gone.userId, member: false }],
      { forGmail: true },
    );
    expect(renders).toHaveLength(members.length + 1);
    for (const m of members.filter((x) => x !== team.supporter)) {
      const one = await renderSignature(ctx().deps, { accountId: team.accountId, userId: m.userId, role: "user" });
      expect(renders.find((r) => r.userId === m.userId)).toEqual({
        userId: m.userId,
        html: one.html,
        replyHtml: null,
        templateId: one.templateId,
      });
    }
    const html = (userId: string) => (renders.find((r) => r.userId === userId) as { html: string }).html;
    expect(html(team.sellers[0].userId)).toContain("+351 21 000 0000");
    expect(html(team.sellers[1].userId)).toContain("/r/");
    expect(renders.find((r) => r.userId === team.supporter.userId)).toEqual({
      userId: team.supporter.userId,
      // The required campaign is in it too: longer than the dry-run test's 10,073.
      reason: expect.stringMatching(/^Gmail allows 10,000 characters; this signature has 10,\d{3}\. Shorten the template/),
      isOverLimit: true,
      // The template it was rendered from: a retry waits until something it is made of changed.
      templateId: expect.any(String),
    });
    expect(renders.find((r) => r.userId === gone.userId)).toEqual({ userId: gone.userId, reason: REASONS.notMember });

    // Not for Gmail (no "Put it in Gmail"): its length is no reason, the signature is rendered.
    const [outlookOnly] = await renderDeploymentBatch(ctx().deps, team.accountId, [{ userId: team.supporter.userId, member: true }], {
      forGmail: false,
    });
    expect(outlookOnly).toMatchObject({ userId: team.supporter.userId, html: expect.stringContaining("x".repeat(10_050)) });
  });
});
