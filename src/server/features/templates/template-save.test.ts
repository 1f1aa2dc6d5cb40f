import { expect, it, vi } from "vitest";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describeEachDatabase, TEST_BASE_URL, type TestClient } from "../../test/test-app";
import { templateVersions } from "../../db/schema";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { DEFAULT_DESIGN } from "../../../shared/templates/design/default-design";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { TEMPLATE_LIMITS, TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { PREFIXED_FILE_HREF_SVG, svgWrappingBigPng, TURBULENCE_SVG } from "../../test/image-bombs";
import { companyWithTeam, newTemplate, templateRow } from "./template-test-kit";

const save = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.request("PUT", `/api/templates/${id}/content`, { design: null, ...body });

describeEachDatabase("templates: save", (ctx) => {
  it("keeps a version per save (who, when, note) and moves updated_at", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Versions");
    const before = await templateRow(ctx(), t.id);
    const res = await save(admin.client, t.id, { html: "<p>{{full_name}}</p>", note: "First edit" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ removed: [], changed: [] });
    expect(res.json.template).toMatchObject({ html: "<p>{{full_name}}</p>", version: 2, designed: false, design: null });
    const after = await templateRow(ctx(), t.id);
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(after.updatedBy).toBe(admin.userId);
    const versions = await admin.client.get(`/api/templates/${t.id}/versions`);
    expect(versions.json.versions.map((v: { number: number; note: string }) => [v.number, v.note])).toEqual([
      [2, "First edit"],
      [1, "Created"],
    ]);
    expect(versions.json.versions[0].createdByName).toBe("Test User");
  });

  it("inlines <style> rules into style attributes and drops the <style>", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Styled");
    const html = '<style>.name { color: #ff0000; font-weight: bold } a:hover { color: red }</style>\n<p class="name">{{full_name}}</p>';
    const res = await save(admin.client, t.id, { html });
    expect(res.status).toBe(200);
    expect(res.json.template.html).not.toContain("<style");
    expect(res.json.template.html).toMatch(/<p class="name" style="color: #ff0000; font-weight: bold;?">\{\{full_name\}\}<\/p>/);
    expect(res.json.changed).toEqual([
      "Inlined 1 <style> rule into style attributes",
      "Left out 1 <style> rule that can't be inlined (@media, :hover and the like)",
    ]);
  });

  it("hosts data: images (raster and SVG) as PNGs and reports it", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Images");
    const png = await sharp({ create: { width: 8, height: 4, channels: 4, background: "#3366ff" } })
      .jpeg()
      .toBuffer();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><rect width="20" height="10" fill="#f00"/></svg>';
    const html = [
      `<img src="data:image/jpeg;base64,${png.toString("base64")}" width="8" alt="Dot">`,
      `<img src="data:image/svg+xml,${encodeURIComponent(svg)}" width="20" alt="Bar">`,
    ].join("\n");
    const res = await save(admin.client, t.id, { html });
    expect(res.status).toBe(200);
    expect(res.json.changed).toEqual(["Hosted 1 data: image as PNG", "Turned 1 SVG image into PNG"]);
    const sources = [...res.json.template.html.matchAll(/src="([^"]+)"/g)].map((m) => m[1]);
    expect(sources).toHaveLength(2);
    for (const src of sources) {
      expect(src).toMatch(new RegExp(`^${TEST_BASE_URL}/files/template-images/[a-f0-9-]+\\.png$`));
      const stored = await ctx().deps.storage.read(src.slice(TEST_BASE_URL.length));
      expect((await sharp(stored!).metadata()).format).toBe("png");
    }
  });

  it("refuses an SVG with a script, and an https .svg address, naming html", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Bad images");
    const evil = '<svg xmlns="http://www.w3.org/2000/svg" width="5" height="5"><script>alert(1)</script></svg>';
    const inline = await save(admin.client, t.id, { html: `<p>Hi</p>\n${evil}` });
    expect(inline.status).toBe(400);
    expect(inline.json.error.fields.html).toMatch(/uses a filter or script.*\(it has <script>\).*line 2/);
    const remote = await save(admin.client, t.id, { html: '<img src="https://cdn.example.com/logo.svg" width="10" alt="">' });
    expect(remote.status).toBe(400);
    expect(remote.json.error.fields.html).toMatch(/don't show SVG images/);
    expect((await templateRow(ctx(), t.id)).version).toBe(1);
  });

  it("refuses SVG image bombs, as data: images and inline <svg>, before drawing them: why, where, and nothing stored", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Bombs");
    const put = vi.spyOn(ctx().deps.storage, "put");
    const bombs: [string, string][] = [
      [svgWrappingBigPng(), "<image>"],
      [TURBULENCE_SVG, "<filter>"],
      [PREFIXED_FILE_HREF_SVG, 'x1:href="file:///etc/passwd#a"'],
    ];
    try {
      for (const [svg, found] of bombs) {
        for (const html of [
          `<p>{{full_name}}</p>\n<img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" width="100" alt="">`,
          `<p>{{full_name}}</p>\n${svg}`,
        ]) {
          const res = await save(admin.client, t.id, { html });
          expect(res.status).toBe(400);
          expect(res.json.error.fields.html).toContain(
            `An SVG image in the template embeds a picture, uses a filter or script, or refers to another file (it has ${found}), so it can't be turned into a PNG. Export it as PNG and use that instead (`,
          );
          expect(res.json.error.fields.html).toContain("line 2");
        }
      }
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect((await templateRow(ctx(), t.id)).version).toBe(1);
  });

  it("draws an SVG declaring 600 x 4000 px at the stored size: at most 600 px shown, twice that drawn", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Tall");
    const tall = '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="4000"><rect width="600" height="4000" fill="#0af"/></svg>';
    const res = await save(admin.client, t.id, { html: `<p>{{full_name}}</p>${tall}` });
    expect(res.status).toBe(200);
    const img = /<img src="([^"]+)" width="(\d+)" height="(\d+)"/.exec(res.json.template.html);
    expect(img?.slice(2)).toEqual(["90", "600"]);
    const stored = await ctx().deps.storage.read(img![1].slice(TEST_BASE_URL.length));
    expect(await sharp(stored!).metadata()).toMatchObject({ format: "png", width: 180, height: 1200 });
  });

  it("reports each removal with its kind, name and line", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Removals");
    const html =
      '<p>{{full_name}}</p>\n<script>alert(1)</script>\n<img src="https://x.example/a.png" onerror="alert(2)" width="4" alt="">\n<a href="javascript:alert(3)">x</a>';
    const res = await save(admin.client, t.id, { html });
    expect(res.status).toBe(200);
    expect(res.json.removed).toEqual(
      expect.arrayContaining([
        { kind: "tag", name: "script", where: "<script> on line 2" },
        { kind: "attribute", name: "onerror", where: "<img> on line 3" },
        { kind: "url", name: expect.stringContaining("javascript"), where: "<a> on line 4" },
      ]),
    );
    expect(res.json.template.html).not.toMatch(/script|onerror|javascript/i);
  });

  it("refuses unknown placeholders, more than 100,000 characters, nothing left, and a design off its schema: 400 naming the field", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Refusals");
    const unknown = await save(admin.client, t.id, { html: "<p>{{fullname}} {{#if nope}}x{{/if}} {{email}}</p>" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields.html).toBe("These placeholders don't exist: {{fullname}}, {{#if nope}}");
    const huge = await save(admin.client, t.id, { html: `<p>${"x".repeat(TEMPLATE_LIMITS.html)}</p>` });
    expect(huge.status).toBe(400);
    expect(huge.json.error.fields.html).toBe(TEMPLATE_MESSAGES.htmlTooLong);
    const nothing = await save(admin.client, t.id, { html: "<script>alert(1)</script>" });
    expect(nothing.status).toBe(400);
    expect(nothing.json.error.fields.html).toMatch(/Nothing of this HTML is allowed/);
    const badDesign = await save(admin.client, t.id, {
      html: "<p>x</p>",
      design: { ...DEFAULT_DESIGN, style: { ...DEFAULT_DESIGN.style, brandColor: "red" } },
    });
    expect(badDesign.status).toBe(400);
    expect(Object.keys(badDesign.json.error.fields)).toEqual(["design.style.brandColor"]);
    expect((await templateRow(ctx(), t.id)).version).toBe(1);
  });

  it("recomputes a designed template's HTML on the server: the HTML sent with a design is ignored", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Designed");
    const design = { ...DEFAULT_DESIGN, style: { ...DEFAULT_DESIGN.style, brandColor: "#123456" } };
    const res = await save(admin.client, t.id, { html: "<p>Not from the design</p>", design });
    expect(res.status).toBe(200);
    expect(res.json.template.html).toBe(sanitizeTemplateHtml(designToHtml(design)).html);
    expect(res.json.template.html).not.toContain("Not from the design");
    expect(res.json.template).toMatchObject({ designed: true, design });
    // A design's free text with a placeholder that doesn't exist is refused, naming the design.
    const blocks = design.blocks.map((b) => (b.type === "text" ? { ...b, visible: true, text: "Hi {{nickname}}" } : b));
    const unknown = await save(admin.client, t.id, { html: "<p>x</p>", design: { ...design, blocks } });
    expect(unknown.status).toBe(400);
    const index = blocks.findIndex((b) => b.type === "text");
    expect(unknown.json.error.fields).toEqual({ [`design.blocks.${index}.text`]: "This placeholder doesn't exist: {{nickname}}" });
  });

  it("lists versions, answers one for diffs, and restores one as a new version", async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Restore");
    await save(admin.client, t.id, { html: "<p>two</p>" });
    await save(admin.client, t.id, { html: "<p>three</p>" });
    const one = await admin.client.get(`/api/templates/${t.id}/versions/1`);
    expect(one.status).toBe(200);
    expect(one.json.version).toMatchObject({ number: 1, html: t.html, note: "Created" });
    expect((await admin.client.get(`/api/templates/${t.id}/versions/9`)).status).toBe(404);
    expect((await admin.client.get(`/api/templates/${t.id}/versions/x`)).status).toBe(404);
    const restored = await admin.client.post(`/api/templates/${t.id}/versions/2/restore`);
    expect(restored.status).toBe(200);
    expect(restored.json.template).toMatchObject({ html: "<p>two</p>", version: 4 });
    const rows = await ctx().deps.db.select().from(templateVersions).where(eq(templateVersions.templateId, t.id));
    expect(rows.map((r) => r.number).sort()).toEqual([1, 2, 3, 4]);
    const list = await admin.client.get(`/api/templates/${t.id}/versions`);
    expect(list.json.versions[0]).toMatchObject({ number: 4, note: "Restored version 2" });
  });

  it("versions a template made before versions existed (sign-up's default) on its first save", async () => {
    const { admin, defaultId } = await companyWithTeam(ctx());
    const original = await templateRow(ctx(), defaultId);
    const listed = await admin.client.get(`/api/templates/${defaultId}/versions`);
    expect(listed.json.versions).toEqual([expect.objectContaining({ number: 1 })]);
    await save(admin.client, defaultId, { html: "<p>{{email}}</p>" });
    const one = await admin.client.get(`/api/templates/${defaultId}/versions/1`);
    expect(one.json.version.html).toBe(original.htmlContent);
  });
});
