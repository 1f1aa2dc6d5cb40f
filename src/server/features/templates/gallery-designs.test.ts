// Every built-in gallery design, checked the way the editor checks a template, in an account
// whose member has a fully filled profile, the company logo and two selected campaigns: the
// email-client check finds no problems (graceful degradations such as a round photo's corners
// in Outlook aside), and the longest signature stays under Gmail's limit.
import { expect, it } from "vitest";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { create, png, uploadBanner } from "../../test/campaign-fixtures";
import { GALLERY_TEMPLATES } from "../../../shared/signature/gallery";
import { GMAIL_SIGNATURE_LIMIT } from "../../../shared/templates/gmail-limit";

async function upload(ctx: TestContext, path: string, cookie: string, data: Uint8Array, name: string) {
  const form = new FormData();
  form.append("file", new Blob([data as BlobPart], { type: "image/png" }), name);
  const res = await ctx.app.request(path, { method: "POST", body: form, headers: { cookie } });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

/** A company whose admin has every profile field filled, a logo, and two selected campaigns. */
async function fullAccount(ctx: TestContext) {
  const { admin, accountId } = await createCompany(ctx, "Gallery Check");
  const cookie = admin.client.cookieHeader();
  expect(
    (
      await admin.client.request("PUT", "/api/company", {
        name: "Northwind Traders International",
        website: "northwind.example",
        employeeCount: 250,
      })
    ).status,
  ).toBe(200);
  await upload(ctx, "/api/company/logo", cookie, await png(320, 96), "logo.png");
  await upload(ctx, "/api/profile/photo", cookie, await png(200, 200), "photo.png");
  const office = await admin.client.post("/api/offices", {
    locationName: "Headquarters, Amsterdam",
    address: "Herengracht 500, 1017 CB Amsterdam, Netherlands",
    phoneNumber: "+31 20 123 4567",
  });
  const department = await admin.client.post("/api/departments", { name: "Customer Success" });
  const profile = await admin.client.request("PUT", "/api/profile", {
    firstName: "Alexandra",
    lastName: "Vandenberg-Whitmore",
    jobTitle: "Senior Vice President, Customer Success and Partnerships",
    personalPhone: "+31 6 1234 5678",
    officeId: office.json.office.id,
    departmentId: department.json.department.id,
    linkedinUrl: "linkedin.com/in/alexandra-vandenberg-whitmore",
  });
  expect(profile.status, profile.text).toBe(200);
  for (const name of ["Spring product launch webinar", "Customer conference 2027"]) {
    const banner = await uploadBanner(ctx, cookie, await png(600, 150));
    const campaign = await create(ctx, admin.client, {
      name,
      imageUrl: banner.json.url,
      landingPageUrl: `https://northwind.example/${name.toLowerCase().replace(/\W+/g, "-")}`,
      ctaText: "Reserve your seat",
      altText: `${name} banner`,
    });
    expect((await admin.client.post("/api/campaign-selections", { campaignId: campaign.id })).status).toBe(201);
  }
  return { admin, accountId };
}

describeEachDatabase("gallery designs with a full profile, the logo and two campaigns", (ctx) => {
  it("has at least eight designs", () => {
    expect(GALLERY_TEMPLATES.length).toBeGreaterThanOrEqual(8);
  });

  it("each design: the editor's check finds no problems, and the longest signature is under Gmail's limit", async () => {
    const { admin } = await fullAccount(ctx());
    const picks = (await admin.client.get("/api/templates/gallery")).json.gallery as { id: string; name: string }[];
    for (const template of GALLERY_TEMPLATES) {
      const check = await admin.client.post("/api/templates/check", { html: template.html });
      expect(check.status).toBe(200);
      const problems = check.json.findings.filter((f: { severity: string }) => f.severity !== "degrades");
      expect(problems, template.slug).toEqual([]);
      expect(check.json.gmail.longest, template.slug).toBeGreaterThan(1000);
      expect(check.json.gmail.longest, template.slug).toBeLessThan(GMAIL_SIGNATURE_LIMIT);

      // The member's own signature from that design: every part of the profile, the logo and both campaigns.
      const pick = picks.find((p) => p.name === template.name);
      expect(pick, template.slug).toBeTruthy();
      const created = await admin.client.post("/api/templates", { name: `${template.name} check`, galleryId: pick!.id });
      expect(created.status).toBe(201);
      expect((await admin.client.post(`/api/templates/${created.json.template.id}/default`)).status).toBe(200);
      const html = (await admin.client.get("/api/signature")).json.html as string;
      expect(html.length, template.slug).toBeLessThan(GMAIL_SIGNATURE_LIMIT);
      expect(html, template.slug).toContain("Alexandra Vandenberg-Whitmore");
      expect(html, template.slug).toContain('alt="Spring product launch webinar banner"');
      expect(html, template.slug).toContain('alt="Customer conference 2027 banner"');
      if (template.design.blocks.some((b) => b.type === "logo" && b.visible))
        expect(html, template.slug).toMatch(/src="[^"]*\/files\/logos\//);
    }
  });
});
