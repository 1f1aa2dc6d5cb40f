import { expect, it } from "vitest";
import { compiledTemplateFor, templateCacheSize } from "./template-cache";

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

it("keeps at most 200 compiled templates", () => {
  for (let i = 0; i < 250; i++) compiledTemplateFor(version(`bulk-${i}`, 1));
  expect(templateCacheSize()).toBe(200);
});
