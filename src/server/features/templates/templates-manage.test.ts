import { expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { describeEachDatabase } from "../../test/test-app";
import { auditLog, companyTemplates, galleryTemplates, templateDepartments, templateVersions } from "../../db/schema";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";
import { companyWithTeam, newTemplate, templateRow } from "./template-test-kit";

describeEachDatabase("templates: create, duplicate, rename, delete, default", (ctx) => {
  it("creates a blank template from the default design, with version 1 and an audit entry", async () => {
    const { admin, accountId } = await companyWithTeam(ctx());
    const res = await admin.client.post("/api/templates", { name: "  Plain  " });
    expect(res.status).toBe(201);
    const t = res.json.template;
    expect(t).toMatchObject({ name: "Plain", isDefault: false, designed: true, version: 1, departments: [], changedSinceDeployment: true });
    expect(t.html).toContain("{{full_name}}");
    expect(t.design).toMatchObject({ version: 1 });
    // Previewed with the admin's own name, not the sample's.
    expect(t.previewHtml).toContain("Test User");
    expect(t.previewHtml).not.toContain("Jane Doe");
    const versions = await ctx().deps.db.select().from(templateVersions).where(eq(templateVersions.templateId, t.id));
    expect(versions).toEqual([expect.objectContaining({ number: 1, note: "Created", htmlContent: t.html })]);
    const [entry] = await ctx()
      .deps.db.select()
      .from(auditLog)
      .where(and(eq(auditLog.accountId, accountId), eq(auditLog.action, "template.created")));
    expect(entry).toMatchObject({ targetId: t.id, targetLabel: "Plain" });
  });

  it("copies a gallery template (HTML, design and slug); a retired or unknown one is 400 naming galleryId", async () => {
    const { admin } = await companyWithTeam(ctx());
    const gallery = await admin.client.get("/api/templates/gallery");
    expect(gallery.status).toBe(200);
    expect(gallery.json.gallery.length).toBeGreaterThan(0);
    const pick = gallery.json.gallery[0];
    expect(pick.previewHtml).toContain("Test User");
    const res = await admin.client.post("/api/templates", { name: "From the gallery", galleryId: pick.id });
    expect(res.status).toBe(201);
    const [source] = await ctx().deps.db.select().from(galleryTemplates).where(eq(galleryTemplates.id, pick.id));
    const row = await templateRow(ctx(), res.json.template.id);
    expect(row).toMatchObject({ gallerySlug: source.slug, name: "From the gallery" });
    expect(row.htmlContent).toBe(res.json.template.html);

    const unknown = await admin.client.post("/api/templates", { name: "X", galleryId: crypto.randomUUID() });
    expect(unknown.status).toBe(400);
    expect(unknown.json.error.fields).toEqual({ galleryId: TEMPLATE_MESSAGES.galleryInvalid });
    const empty = await admin.client.post("/api/templates", { name: " " });
    expect(empty.json.error.fields).toEqual({ name: TEMPLATE_MESSAGES.nameRequired });
  });

  it("duplicates as “Copy of …” and renames", async () => {
    const { admin } = await companyWithTeam(ctx());
    const original = await newTemplate(admin.client, "Original");
    const copy = await admin.client.post(`/api/templates/${original.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(copy.json.template).toMatchObject({ name: "Copy of Original", html: original.html, isDefault: false });
    const renamed = await admin.client.patch(`/api/templates/${copy.json.template.id}`, { name: "Renamed" });
    expect(renamed.status).toBe(200);
    expect(renamed.json.template.name).toBe("Renamed");
    const bad = await admin.client.patch(`/api/templates/${copy.json.template.id}`, { name: "<b>" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields)).toEqual(["name"]);
  });

  it("keeps exactly one default; the default can't be deleted (409); deleting another moves its departments to the default", async () => {
    const { admin, accountId, defaultId, sales } = await companyWithTeam(ctx());
    const other = await newTemplate(admin.client, "Sales template");
    await admin.client.request("PUT", `/api/templates/${other.id}/departments`, { departmentIds: [sales.id] });

    const refused = await admin.client.delete(`/api/templates/${defaultId}`);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(TEMPLATE_MESSAGES.defaultCannotBeDeleted);
    expect(await templateRow(ctx(), defaultId)).not.toBeNull();

    const made = await admin.client.post(`/api/templates/${other.id}/default`);
    expect(made.status).toBe(200);
    expect(made.json.template.isDefault).toBe(true);
    const defaults = await ctx()
      .deps.db.select({ id: companyTemplates.id })
      .from(companyTemplates)
      .where(and(eq(companyTemplates.accountId, accountId), eq(companyTemplates.isDefault, true)));
    expect(defaults).toEqual([{ id: other.id }]);

    // The old default is an ordinary template now: it can go. Back to it as default, then delete the sales one.
    await admin.client.post(`/api/templates/${defaultId}/default`);
    const deleted = await admin.client.delete(`/api/templates/${other.id}`);
    expect(deleted.status).toBe(204);
    expect(await templateRow(ctx(), other.id)).toBeNull();
    expect(await ctx().deps.db.select().from(templateDepartments).where(eq(templateDepartments.departmentId, sales.id))).toEqual([]);
    const list = await admin.client.get("/api/templates");
    expect(list.json.templates.map((t: { id: string }) => t.id)).toEqual([defaultId]);
  });
});

describeEachDatabase("templates: departments", (ctx) => {
  it("assigns departments (taking them from their previous template) and previews the members a change moves", async () => {
    const { admin, defaultId, sales, support, seller, helper } = await companyWithTeam(ctx());
    const a = await newTemplate(admin.client, "A");
    const b = await newTemplate(admin.client, "B");

    const preview = await admin.client.post(`/api/templates/${a.id}/departments/preview`, { departmentIds: [sales.id] });
    expect(preview.status).toBe(200);
    expect(preview.json.moves).toEqual([
      {
        userId: seller.userId,
        name: "Sally Seller",
        email: seller.email,
        department: { id: sales.id, name: "Sales" },
        from: { id: defaultId, name: expect.any(String) },
        to: { id: a.id, name: "A" },
      },
    ]);
    // Nothing stored by the preview.
    expect(await ctx().deps.db.select().from(templateDepartments).where(eq(templateDepartments.templateId, a.id))).toEqual([]);

    const assigned = await admin.client.request("PUT", `/api/templates/${a.id}/departments`, { departmentIds: [sales.id, support.id] });
    expect(assigned.status).toBe(200);
    expect(assigned.json.template.departments).toEqual([
      { id: sales.id, name: "Sales" },
      { id: support.id, name: "Support" },
    ]);

    // B takes Sales from A: Sally moves from A to B; Hal stays on A.
    const moves = await admin.client.post(`/api/templates/${b.id}/departments/preview`, { departmentIds: [sales.id] });
    expect(moves.json.moves).toEqual([
      expect.objectContaining({ userId: seller.userId, from: { id: a.id, name: "A" }, to: { id: b.id, name: "B" } }),
    ]);
    await admin.client.request("PUT", `/api/templates/${b.id}/departments`, { departmentIds: [sales.id] });
    const rows = await ctx().deps.db.select().from(templateDepartments);
    expect(rows.filter((r) => r.departmentId === sales.id)).toEqual([{ templateId: b.id, departmentId: sales.id }]);

    // Taking Support off A sends Hal back to the default.
    const back = await admin.client.post(`/api/templates/${a.id}/departments/preview`, { departmentIds: [] });
    expect(back.json.moves).toEqual([
      expect.objectContaining({ userId: helper.userId, from: { id: a.id, name: "A" }, to: { id: defaultId, name: expect.any(String) } }),
    ]);

    const foreign = await admin.client.request("PUT", `/api/templates/${a.id}/departments`, { departmentIds: [crypto.randomUUID()] });
    expect(foreign.status).toBe(400);
    expect(foreign.json.error.fields).toEqual({ departmentIds: TEMPLATE_MESSAGES.departmentInvalid });
  });
});
