import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember } from "../../test/factories";
import { profiles } from "../../db/schema";
import { SAMPLE_PREVIEW_DATA } from "../../../shared/signature/sample-data";
import { companyWithTeam } from "./template-test-kit";

async function uploadLogo(ctx: TestContext, cookie: string) {
  const data = await sharp({ create: { width: 600, height: 150, channels: 4, background: "#0f766e" } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/png" }), "logo.png");
  const res = await ctx.app.request("/api/company/logo", { method: "POST", body: form, headers: { cookie } });
  return (await res.json()).account.logoUrl as string;
}

describeEachDatabase("template previews with the company's own logo and the admin's details", (ctx) => {
  it("template cards, gallery picks and the editor's preview show the company's logo and name and the admin's details, samples only where empty", async () => {
    const { admin, accountId } = await companyWithTeam(ctx());
    const logoUrl = await uploadLogo(ctx(), admin.client.cookieHeader());
    const company = (await admin.client.get("/api/company")).json.account.name as string;

    const data = (await admin.client.get("/api/templates/preview-data")).json.data;
    expect(data).toMatchObject({ full_name: "Test User", email: admin.email, company_name: company, logo_aspect: 4 });
    expect(data.logo_url).toMatch(new RegExp(`${logoUrl.replace(/[.]/g, "\\.")}$`));
    // The admin has no job title or phone: the sample's stand in, so the design shows every line.
    expect(data.job_title).toBe(SAMPLE_PREVIEW_DATA.job_title);
    expect(data.personal_phone).toBe(SAMPLE_PREVIEW_DATA.personal_phone);

    const [card] = (await admin.client.get("/api/templates")).json.templates;
    const [pick] = (await admin.client.get("/api/templates/gallery")).json.gallery;
    for (const html of [card.previewHtml, pick.previewHtml] as string[]) {
      expect(html).toContain(logoUrl);
      expect(html).toContain("Test User");
      expect(html).not.toContain("Jane Doe");
      expect(html).not.toContain("Acme Corp");
      expect(html).not.toContain("/static/defaults/logo.png");
    }

    // Their own value replaces the sample as soon as they have one.
    await ctx().deps.db.update(profiles).set({ jobTitle: "Founder" }).where(eq(profiles.id, admin.userId));
    await admin.client.post("/api/templates", { name: "Refresh" }); // any write empties the read cache
    expect((await admin.client.get("/api/templates/preview-data")).json.data.job_title).toBe("Founder");

    // Another admin of the company sees their own details, not the first admin's.
    const second = await addMember(ctx(), accountId, "admin");
    await ctx().deps.db.update(profiles).set({ firstName: "Ada", lastName: "Second" }).where(eq(profiles.id, second.userId));
    const [secondCard] = (await second.client.get("/api/templates")).json.templates;
    expect(secondCard.previewHtml).toContain("Ada Second");
    expect(secondCard.previewHtml).not.toContain("Test User");
  });
});
