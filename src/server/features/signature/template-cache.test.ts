import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { compiledTemplateFor, readyTemplateOf, templateCacheSize, type ReadyTemplate } from "./template-cache";
import { describeEachDatabase } from "../../test/test-app";
import { createCompany } from "../../test/factories";
import { companyTemplates } from "../../db/schema";
import { SANITIZER_RULES } from "../../lib/sanitizer-rules";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";

const version = (id: string, updatedAt: number, htmlContent = "<p>{{full_name}}</p>") => ({
  id,
  htmlContent,
  updatedAt: new Date(updatedAt),
});

it("compiles a template version once, and again only when it changes", () => {
  const first = compiledTemplateFor(version("t-1", 1000));
  expect(compiledTemplateFor(version("t-1", 1000))).toBe(first);
  const edited = compiledTemplateFor(version("t-1", 2000, "<p>{{email}}</p>"));
  expect(edited).not.toBe(first);
  expect(edited.render({ email: "a@example.com" }, { assetBaseUrl: "http://x" })).toContain("a@example.com");
});

it("compiles a new version anew even when it was saved within the same millisecond", () => {
  const first = compiledTemplateFor({ ...version("t-2", 5000, "<p>one</p>"), version: 1 });
  const second = compiledTemplateFor({ ...version("t-2", 5000, "<p>two</p>"), version: 2 });
  expect(second).not.toBe(first);
  expect(second.render({}, { assetBaseUrl: "http://x" })).toContain("two");
});

it("sanitizes before compiling, so a stored script never renders", () => {
  const compiled = compiledTemplateFor(version("t-unsafe", 1, '<p onclick="alert(1)">{{full_name}}</p><script>alert(2)</script>'));
  const html = compiled.render({ full_name: "Ana" }, { assetBaseUrl: "http://x" });
  expect(html).toContain("Ana");
  expect(html).not.toMatch(/script|onclick/);
});

it("compiles a version stored with today's sanitizer fingerprint as it is, and one with another fingerprint sanitized again", () => {
  // Only the save path stores a fingerprint, after sanitizing: HTML it would change never carries today's.
  const marked = compiledTemplateFor({ ...version("t-marked", 1, '<p title="kept">{{full_name}}</p>'), sanitizedWith: SANITIZER_RULES });
  expect(marked.render({ full_name: "Ana" }, { assetBaseUrl: "http://x" })).toBe('<p title="kept">Ana</p>');
  const older = compiledTemplateFor({
    ...version("t-older", 1, '<p onclick="alert(1)">{{full_name}}</p>'),
    sanitizedWith: "rules-of-an-older-release",
  });
  expect(older.render({ full_name: "Ana" }, { assetBaseUrl: "http://x" })).not.toContain("onclick");
});

it("keeps at most 200 compiled templates", () => {
  for (let i = 0; i < 250; i++) compiledTemplateFor(version(`bulk-${i}`, 1));
  expect(templateCacheSize()).toBe(200);
});

describeEachDatabase("a template's HTML is read once per version (decision 024)", (ctx) => {
  const render = (ready: ReadyTemplate | null) => ready?.compiled.render({ full_name: "Ana" }, { assetBaseUrl: "http://x" });

  it("compiles from the database on first use, from the cache while the version stays, anew for a new version", async () => {
    const { accountId } = await createCompany(ctx(), "Template cache");
    const db = ctx().deps.db;
    const [row] = await db
      .insert(companyTemplates)
      .values({ accountId, name: "Cache test", htmlContent: "<p>first {{full_name}}</p>" })
      .returning();
    const ref = { id: row.id, updatedAt: row.updatedAt, version: row.version };
    const first = await readyTemplateOf(db, ref);
    expect(render(first)).toContain("first Ana");
    // Every save moves the version (template-writes.ts): the same version is never read again.
    await db.update(companyTemplates).set({ htmlContent: "<p>written past the save path</p>" }).where(eq(companyTemplates.id, row.id));
    expect((await readyTemplateOf(db, ref))?.compiled).toBe(first?.compiled);
    const [saved] = await db
      .update(companyTemplates)
      .set({ htmlContent: "<p>second {{full_name}}</p>", version: row.version + 1, updatedAt: new Date(row.updatedAt.getTime() + 1000) })
      .where(eq(companyTemplates.id, row.id))
      .returning();
    expect(render(await readyTemplateOf(db, { id: saved.id, updatedAt: saved.updatedAt, version: saved.version }))).toContain("second Ana");
  });

  it("marks a template without today's fingerprint once sanitizing leaves it as it is, and never one it changes", async () => {
    const { accountId } = await createCompany(ctx(), "Template cache marks");
    const db = ctx().deps.db;
    const clean = sanitizeTemplateHtml("<p>clean {{full_name}}</p>").html;
    const [kept, changed] = await db
      .insert(companyTemplates)
      .values([
        { accountId, name: "Clean", htmlContent: clean, replyHtmlContent: clean },
        { accountId, name: "Unsafe", htmlContent: '<p onclick="x()">unsafe {{full_name}}</p>', sanitizedWith: "older-rules" },
      ])
      .returning();
    const stored = async (id: string) => (await db.select().from(companyTemplates).where(eq(companyTemplates.id, id)))[0];
    expect(render(await readyTemplateOf(db, { id: kept.id, updatedAt: kept.updatedAt, version: kept.version }))).toContain("clean Ana");
    expect((await stored(kept.id)).sanitizedWith).toBe(SANITIZER_RULES);
    expect((await stored(kept.id)).updatedAt).toEqual(kept.updatedAt);
    const unsafe = render(await readyTemplateOf(db, { id: changed.id, updatedAt: changed.updatedAt, version: changed.version }));
    expect(unsafe).toContain("unsafe Ana");
    expect(unsafe).not.toContain("onclick");
    expect(await stored(changed.id)).toMatchObject({
      sanitizedWith: "older-rules",
      htmlContent: '<p onclick="x()">unsafe {{full_name}}</p>',
    });
  });

  it("a reference older than the stored template renders the stored one; a deleted template is none", async () => {
    const { accountId } = await createCompany(ctx(), "Template cache old ref");
    const db = ctx().deps.db;
    const [row] = await db
      .insert(companyTemplates)
      .values({ accountId, name: "Moved on", htmlContent: "<p>now {{full_name}}</p>" })
      .returning();
    expect(render(await readyTemplateOf(db, { id: row.id, updatedAt: new Date(0), version: 0 }))).toContain("now Ana");
    await db.delete(companyTemplates).where(eq(companyTemplates.id, row.id));
    expect(await readyTemplateOf(db, { id: row.id, updatedAt: new Date(1), version: 0 })).toBeNull();
  });
});
