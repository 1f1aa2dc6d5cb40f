import { expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { addMember, createCompany } from "../../test/factories";
import { auditLog, companyTemplates, galleryTemplates } from "../../db/schema";
import { seedGallery } from "../../seed/seed";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { GALLERY_TEMPLATES } from "../../../shared/signature/gallery";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import type { TemplateDesign } from "../../../shared/templates/design/design-schema";
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { PREFIXED_FILE_HREF_SVG, svgWrappingBigPng, TURBULENCE_SVG } from "../../test/image-bombs";

async function superAdmin(ctx: TestContext) {
  const home = await createCompany(ctx, "Operator");
  return { ...(await addMember(ctx, home.accountId, "super_admin")), homeAccountId: home.accountId };
}

const builtIn = (slug: string) => GALLERY_TEMPLATES.find((g) => g.slug === slug)!;

async function galleryRow(ctx: TestContext, slug: string) {
  const [row] = await ctx.deps.db.select().from(galleryTemplates).where(eq(galleryTemplates.slug, slug));
  return row;
}

describeEachDatabase("super admin: editing a gallery template", (ctx) => {
  it("answers every gallery editor route to a super admin only: 403 admin and member, 401 without a session", async () => {
    await superAdmin(ctx());
    const company = await createCompany(ctx(), "Guarded");
    const member = await addMember(ctx(), company.accountId, "user");
    const modern = await galleryRow(ctx(), "modern");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/admin/templates/preview-data"],
      ["POST", "/api/admin/templates/check", { html: "<p>{{full_name}}</p>" }],
      ["GET", `/api/admin/templates/${modern.id}`],
      ["PUT", `/api/admin/templates/${modern.id}/content`, { html: "<p>Hijacked {{full_name}}</p>", design: null }],
    ];
    const anonymous = ctx().client();
    for (const [method, path, body] of calls) {
      expect((await company.admin.client.request(method, path, body)).status, `admin ${method} ${path}`).toBe(403);
      expect((await member.client.request(method, path, body)).status, `member ${method} ${path}`).toBe(403);
      expect((await anonymous.request(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
    }
    expect(await galleryRow(ctx(), "modern")).toEqual(modern);
  });

  it("answers a template with its HTML and design, and 404 for one that doesn't exist", async () => {
    const root = await superAdmin(ctx());
    const modern = await galleryRow(ctx(), "modern");
    const res = await root.client.get(`/api/admin/templates/${modern.id}`);
    expect(res.status).toBe(200);
    expect(res.json.template).toMatchObject({ id: modern.id, name: "Modern", html: modern.htmlContent, design: builtIn("modern").design });
    expect(res.json.template.previewHtml).toContain(">Jane");
    expect((await root.client.get(`/api/admin/templates/${crypto.randomUUID()}`)).status).toBe(404);
    const put = await root.client.request("PUT", `/api/admin/templates/${crypto.randomUUID()}/content`, { html: "<p>x</p>", design: null });
    expect(put.status).toBe(404);
  });

  it("refuses SVG image bombs in a gallery template before drawing them, and stores nothing", async () => {
    const root = await superAdmin(ctx());
    const modern = await galleryRow(ctx(), "modern");
    const put = vi.spyOn(ctx().deps.storage, "put");
    try {
      for (const [svg, found] of [
        [svgWrappingBigPng(), "<image>"],
        [TURBULENCE_SVG, "<filter>"],
        [PREFIXED_FILE_HREF_SVG, 'x1:href="file:///etc/passwd#a"'],
      ]) {
        const html = `<p>{{full_name}}</p><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" alt="">`;
        const res = await root.client.request("PUT", `/api/admin/templates/${modern.id}/content`, { html, design: null });
        expect(res.status).toBe(400);
        expect(res.json.error.fields.html).toContain(
          `embeds a picture, uses a filter or script, or refers to another file (it has ${found})`,
        );
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await galleryRow(ctx(), "modern")).toEqual(modern);
  });

  it("saves through the account templates' pipeline: design recomputed, removals reported, refusals named", async () => {
    const root = await superAdmin(ctx());
    const added = await root.client.post("/api/admin/templates", { name: "Editable", html: "<p>{{full_name}}</p>" });
    const id = added.json.template.id as string;
    const save = (body: Record<string, unknown>) =>
      root.client.request("PUT", `/api/admin/templates/${id}/content`, { design: null, ...body });

    const design = { ...(builtIn("modern").design as TemplateDesign) };
    design.style = { ...design.style, brandColor: "#0b6e4f" };
    const designed = await save({ html: "<p>Not from the design</p>", design, note: "Green" });
    expect(designed.status).toBe(200);
    expect(designed.json.template).toMatchObject({ id, design, html: sanitizeTemplateHtml(designToHtml(design)).html });
    expect(designed.json.template.html).toContain("#0b6e4f");

    const html = '<p>{{full_name}}</p>\n<img src="https://x.example/a.png" onerror="alert(2)" width="4" alt="">\n<script>alert(1)</script>';
    const hand = await save({ html });
    expect(hand.status).toBe(200);
    expect(hand.json.removed).toEqual([
      { kind: "attribute", name: "onerror", where: "<img> on line 2" },
      { kind: "tag", name: "script", where: "<script> on line 3" },
    ]);
    expect(hand.json.template).toMatchObject({ design: null });
    expect(hand.json.template.html).not.toMatch(/script|onerror/);

    const unknown = await save({ html: "<p>{{fullname}}</p>" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.html).toBe("This placeholder doesn't exist: {{fullname}}");
    const huge = await save({ html: `<p>${"x".repeat(TEMPLATE_LIMITS.html)}</p>` });
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields.html).toBe(TEMPLATE_MESSAGES.htmlTooLong);
    const [stored] = await ctx().deps.db.select().from(galleryTemplates).where(eq(galleryTemplates.id, id));
    expect(stored.htmlContent).toBe(hand.json.template.html);

    const audit = await ctx().deps.db.select().from(auditLog).where(eq(auditLog.accountId, root.homeAccountId));
    const saves = audit.filter((e) => e.action === "gallery.saved");
    expect(saves).toHaveLength(2);
    expect(saves.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ designed: true, note: "Green" }),
        expect.objectContaining({ designed: false, removed: ["onerror (<img> on line 2)", "script (<script> on line 3)"] }),
      ]),
    );
  });

  it("changes only new picks: an earlier copy keeps its HTML, a copy made after the edit gets it", async () => {
    const root = await superAdmin(ctx());
    const company = await createCompany(ctx(), "Picker");
    const added = await root.client.post("/api/admin/templates", { name: "Picked", html: "<p>Before {{full_name}}</p>" });
    const id = added.json.template.id as string;
    const before = await company.admin.client.post("/api/templates", { name: "Early copy", galleryId: id });
    expect(before.status).toBe(201);
    expect(
      (await root.client.request("PUT", `/api/admin/templates/${id}/content`, { html: "<p>After {{full_name}}</p>", design: null })).status,
    ).toBe(200);
    const after = await company.admin.client.post("/api/templates", { name: "Late copy", galleryId: id });
    expect(after.json.template.html).toBe("<p>After {{full_name}}</p>");
    const [early] = await ctx().deps.db.select().from(companyTemplates).where(eq(companyTemplates.id, before.json.template.id));
    expect(early.htmlContent).toBe("<p>Before {{full_name}}</p>");
  });

  it("keeps an edited built-in template when the gallery is seeded again on start", async () => {
    const root = await superAdmin(ctx());
    const modern = await galleryRow(ctx(), "modern");
    const design = { ...(builtIn("modern").design as TemplateDesign) };
    design.style = { ...design.style, brandColor: "#aa3300" };
    expect((await root.client.request("PUT", `/api/admin/templates/${modern.id}/content`, { html: "<p>x</p>", design })).status).toBe(200);
    const minimal = await galleryRow(ctx(), "minimal");
    const hand = await root.client.request("PUT", `/api/admin/templates/${minimal.id}/content`, {
      html: "<p>Mine {{full_name}}</p>",
      design: null,
    });
    expect(hand.status).toBe(200);
    const edited = [await galleryRow(ctx(), "modern"), await galleryRow(ctx(), "minimal")];

    await seedGallery(ctx().deps.db);
    expect([await galleryRow(ctx(), "modern"), await galleryRow(ctx(), "minimal")]).toEqual(edited);
    expect(edited[0].htmlContent).toContain("#aa3300");
  });

  it("checks unsaved HTML with sample data: findings and the Gmail figure with two sample campaigns", async () => {
    const root = await superAdmin(ctx());
    const res = await root.client.post("/api/admin/templates/check", { html: "<p>{{full_name}}</p>" });
    expect(res.status).toBe(200);
    expect(res.json.gmail.limit).toBe(10_000);
    const plain = res.json.gmail.longest as number;
    expect(plain).toBeGreaterThan("<p>Jane".length);
    const longer = await root.client.post("/api/admin/templates/check", { html: `<p>{{full_name}} ${"x".repeat(500)}</p>` });
    expect(longer.json.gmail.longest).toBe(plain + 501);
    const data = await root.client.get("/api/admin/templates/preview-data");
    expect(data.json).toMatchObject({ member: null, campaigns: [], data: { full_name: expect.any(String) } });
  });
});
