// A template's reply version: the designer's Compact layout made on the server, or HTML of its
// own through the same save pipeline; compiled once per version; rendered for replies and
// forwards (the Outlook add-in), kept in versions, and stored next to each member's signature
// by a deployment.
import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase, type TestContext } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { companyTemplates, outlookAddins, userSignatures } from "../../db/schema";
import { DEFAULT_DESIGN } from "../../../shared/templates/design/default-design";
import { designToHtml } from "../../../shared/templates/design/design-to-html";
import { readyTemplateOf } from "../signature/template-cache";
import { waitForDeployment } from "../deployments/deployment-test-helpers";

async function companyTemplate(ctx: TestContext) {
  const company = await createCompany(ctx);
  const [template] = await ctx.deps.db
    .select()
    .from(companyTemplates)
    .where(and(eq(companyTemplates.accountId, company.accountId), eq(companyTemplates.isDefault, true)));
  const save = (body: Record<string, unknown>) =>
    company.admin.client.request("PUT", `/api/templates/${template.id}/content`, { html: "<p>{{full_name}}</p>", design: null, ...body });
  return { ...company, template, save };
}

describeEachDatabase(
  "Reply signatures",
  (ctx) => {
    it("a designed template's Compact reply is made on the server: name, title and contact, no photo, logo or banners", async () => {
      const { save } = await companyTemplate(ctx());
      const res = await save({ design: DEFAULT_DESIGN, reply: { mode: "compact" } });
      expect(res.status).toBe(200);
      expect(res.json.template.reply.mode).toBe("compact");
      const reply: string = res.json.template.reply.html;
      expect(reply).toContain("{{full_name}}");
      expect(reply).not.toContain("{{photo_url}}");
      expect(reply).not.toContain("{{company_logo}}");
      expect(reply.length).toBeLessThan(res.json.template.html.length);
      // The HTML the client sent for the template is ignored for a design, and so is any for the reply.
      expect(res.json.template.html).toBe(designToHtml(DEFAULT_DESIGN));
    });

    it("its own reply HTML goes through the same pipeline: sanitized, reported, refused with the field named", async () => {
      const { save } = await companyTemplate(ctx());
      const res = await save({
        reply: { mode: "html", html: '<p onclick="x()">{{full_name}} · {{personal_phone}}</p><script>alert(1)</script>' },
      });
      expect(res.status).toBe(200);
      expect(res.json.template.reply).toEqual({ mode: "html", html: "<p>{{full_name}} · {{personal_phone}}</p>" });
      expect(res.json.removed.map((r: { name: string; where: string }) => `${r.name} ${r.where}`)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^script .*\(reply version\)$/),
          expect.stringMatching(/^onclick .*\(reply version\)$/),
        ]),
      );
      const unknown = await save({ reply: { mode: "html", html: "<p>{{no_such_field}}</p>" } });
      expect(unknown.status).toBe(400);
      expect(unknown.json.error.fields["reply.html"]).toMatch(/no_such_field/);
      const empty = await save({ reply: { mode: "html", html: "  " } });
      expect(empty.status).toBe(400);
      expect(empty.json.error.fields["reply.html"]).toBeTruthy();
      const long = await save({ reply: { mode: "html", html: `<p>${"x".repeat(100_001)}</p>` } });
      expect([400, 413]).toContain(long.status);
      const compactWithoutDesign = await save({ reply: { mode: "compact" } });
      expect(compactWithoutDesign.status).toBe(400);
      expect(compactWithoutDesign.json.error.fields["reply.mode"]).toMatch(/Compact reply version is made from the design/);
      const badMode = await save({ reply: { mode: "short" } });
      expect(badMode.status).toBe(400);
      expect(Object.keys(badMode.json.error.fields).join()).toMatch(/reply/);
    });

    it("a save that doesn't name the reply keeps it; a version restores it; the compiled reply is made once per version", async () => {
      const { save, template, admin } = await companyTemplate(ctx());
      const first = await save({ reply: { mode: "html", html: "<p>Reply {{full_name}}</p>" } });
      const second = await save({ html: "<p>Changed {{full_name}}</p>" });
      expect(second.json.template.reply).toEqual({ mode: "html", html: "<p>Reply {{full_name}}</p>" });
      const third = await save({ reply: { mode: "none" } });
      expect(third.json.template.reply).toEqual({ mode: "none", html: null });
      const restored = await admin.client.post(`/api/templates/${template.id}/versions/${first.json.template.version}/restore`);
      expect(restored.status).toBe(200);
      expect(restored.json.template.reply).toEqual({ mode: "html", html: "<p>Reply {{full_name}}</p>" });
      await save({ reply: { mode: "none" } });
      const [row] = await ctx().deps.db.select().from(companyTemplates).where(eq(companyTemplates.id, template.id));
      const ref = { id: row.id, updatedAt: row.updatedAt, version: row.version };
      const ready = await readyTemplateOf(ctx().deps.db, ref);
      expect(ready?.reply).toBeNull();
      await save({ reply: { mode: "html", html: "<p>Short {{full_name}}</p>" } });
      const [saved] = await ctx().deps.db.select().from(companyTemplates).where(eq(companyTemplates.id, template.id));
      const savedRef = { id: saved.id, updatedAt: saved.updatedAt, version: saved.version };
      const a = await readyTemplateOf(ctx().deps.db, savedRef);
      const b = await readyTemplateOf(ctx().deps.db, savedRef);
      expect(a?.reply).not.toBeNull();
      expect(b?.reply).toBe(a?.reply);
      expect(a?.reply?.render({ full_name: "Ana" }, { assetBaseUrl: "https://x" })).toContain("Short Ana");
    });

    it("the add-in gets the reply version for a reply or forward, the full one for a new message; a deployment stores both", async () => {
      const { save, admin, accountId } = await companyTemplate(ctx());
      await save({ html: "<p>Full {{full_name}} {{campaigns}}</p>", reply: { mode: "html", html: "<p>Short {{full_name}}</p>" } });
      await admin.client.post("/api/integrations/outlook");
      const [addin] = await ctx().deps.db.select().from(outlookAddins).where(eq(outlookAddins.accountId, accountId));
      const ask = async (compose: string) => {
        const res = await ctx().app.request(`/addin/${addin.key}/signature?email=${encodeURIComponent(admin.email)}&compose=${compose}`);
        return ((await res.json()) as { html: string }).html;
      };
      expect(await ask("new")).toContain("Full Test User");
      expect(await ask("reply")).toContain("Short Test User");
      expect(await ask("forward")).toContain("Short Test User");

      const started = await admin.client.post("/api/deployments", { emailMembers: false });
      expect(started.status).toBe(201);
      await waitForDeployment(ctx(), started.json.deployment.id);
      const [stored] = await ctx()
        .deps.db.select()
        .from(userSignatures)
        .where(and(eq(userSignatures.userId, admin.userId), eq(userSignatures.isActive, true)));
      expect(stored.htmlContent).toContain("Full Test User");
      expect(stored.replyHtmlContent).toContain("Short Test User");
    });
  },
  {},
  { queue: true },
);
