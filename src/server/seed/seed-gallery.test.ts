import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../test/test-app";
import { galleryTemplates } from "../db/schema";
import { seedGallery } from "./seed-gallery";
import { GALLERY_TEMPLATES } from "../../shared/signature/gallery";

/** The Minimal template exactly as releases before the designer seeded it. */
const MINIMAL_BEFORE_DESIGNS = [
  "<div style=\"font-family:Georgia,'Times New Roman',serif;font-size:14px;line-height:1.5;color:#222222\">",
  "<strong>{{full_name}}</strong>{{#if job_title}}, {{job_title}}{{/if}}<br>",
  '{{#if company_name}}<span style="color:#555555">{{company_name}}</span><br>{{/if}}',
  '<a href="mailto:{{email}}" style="color:#222222">{{email}}</a>',
  '{{#if personal_phone}} · <a href="tel:{{personal_phone}}" style="color:#222222">{{personal_phone}}</a>{{/if}}',
  '{{#if website}}<br><a href="{{website}}" style="color:#555555">{{website}}</a>{{/if}}',
  "</div>",
].join("");

const builtIn = (slug: string) => GALLERY_TEMPLATES.find((g) => g.slug === slug)!;

describeEachDatabase("seedGallery brings existing databases along", (ctx) => {
  const row = async (slug: string) => (await ctx().deps.db.select().from(galleryTemplates).where(eq(galleryTemplates.slug, slug)))[0];
  const set = (slug: string, values: { htmlContent: string; design: unknown }) =>
    ctx().deps.db.update(galleryTemplates).set(values).where(eq(galleryTemplates.slug, slug));

  it("seeds every built-in template with its design and HTML", async () => {
    for (const g of GALLERY_TEMPLATES) expect(await row(g.slug)).toMatchObject({ htmlContent: g.html, design: g.design, name: g.name });
  });

  it("updates a row still holding HTML an earlier release seeded, and one whose design is the shipped one", async () => {
    await set("minimal", { htmlContent: MINIMAL_BEFORE_DESIGNS, design: null });
    await set("modern", { htmlContent: "<p>{{full_name}}</p>", design: builtIn("modern").design }); // an older engine's HTML
    await seedGallery(ctx().deps.db);
    expect(await row("minimal")).toMatchObject({ htmlContent: builtIn("minimal").html, design: builtIn("minimal").design });
    expect(await row("modern")).toMatchObject({ htmlContent: builtIn("modern").html, design: builtIn("modern").design });
  });

  it("leaves alone what a super admin changed: other HTML, or another design", async () => {
    const classic = builtIn("classic");
    const edited = { ...classic.design, style: { ...classic.design.style, brandColor: "#b91c1c" } };
    await set("classic", { htmlContent: "<p>Our own {{full_name}}</p>", design: null });
    await set("corporate", { htmlContent: builtIn("corporate").html.replace("#0f766e", "#b91c1c"), design: edited });
    await seedGallery(ctx().deps.db);
    expect(await row("classic")).toMatchObject({ htmlContent: "<p>Our own {{full_name}}</p>", design: null });
    expect(await row("corporate")).toMatchObject({ design: edited });
    expect((await row("corporate")).htmlContent).toContain("#b91c1c");
  });
});
