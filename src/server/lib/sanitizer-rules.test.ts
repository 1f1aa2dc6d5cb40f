import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { afterAll, expect, it } from "vitest";
import { fingerprintOf, RULE_ROOTS, ruleSources, SANITIZER_RULES } from "./sanitizer-rules";

const dir = mkdtempSync(path.join(tmpdir(), "sanitizer-rules-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("is made of every module the sanitizing run imports, however deep", () => {
  const files = ruleSources(RULE_ROOTS).map(([file]) => path.basename(file));
  expect(files).toEqual(
    expect.arrayContaining([
      "sanitize-run.ts",
      "sanitize-config.ts",
      "sanitize-hooks.ts",
      "allow-lists.ts",
      "css-rules.ts",
      "url-rules.ts",
      "url-parts.ts",
      "sanitize-html.ts",
      "dom-thread.ts",
      "dom-worker.ts",
      "dom-work.ts",
    ]),
  );
  expect(SANITIZER_RULES).toMatch(/^[\w-]{22}$/);
});

it("changes when a module imported by the rules changes, and only then", () => {
  const root = path.join(dir, "run.ts");
  writeFileSync(root, 'import { ALLOWED } from "./lists";\nexport const run = ALLOWED;\n');
  writeFileSync(path.join(dir, "lists.ts"), 'export const ALLOWED = ["p"];\n');
  const before = fingerprintOf([root], dir, ["dompurify"]);
  expect(fingerprintOf([root], dir, ["dompurify"])).toBe(before);
  writeFileSync(path.join(dir, "lists.ts"), 'export const ALLOWED = ["p", "script"];\n');
  expect(fingerprintOf([root], dir, ["dompurify"])).not.toBe(before);
  expect(fingerprintOf([root], dir, ["dompurify", "jsdom"])).not.toBe(fingerprintOf([root], dir, ["dompurify"]));
});

it("a process that sanitizes or judges an SVG runs jsdom in the DOM thread, never in its own", () => {
  const script = `
    import { createRequire } from "node:module";
    import { sanitizeTemplateHtml, sanitizeHtml } from "./src/server/lib/sanitize-html.ts";
    import { judgeSvg } from "./src/server/lib/svg-safety.ts";
    const template = sanitizeTemplateHtml('<p onclick="x()">{{full_name}}</p><script>alert(1)</script>');
    const final = sanitizeHtml('<a href="javascript:alert(1)">a</a>');
    const svg = judgeSvg('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/jsdom/"));
    console.log(JSON.stringify({ template, final, svg, loaded }));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  const { template, final, svg, loaded } = JSON.parse(out.trim().split("\n").pop()!);
  expect(svg.kind).toBe("unsafe");
  expect(template.html).toBe("<p>{{full_name}}</p>");
  expect(template.removed).toEqual(["onclick attribute on <p>", "<script> tag"]);
  expect(final).toBe("<a>a</a>");
  expect(loaded).toBe(false);
});

it("a process that renders a template stored with today's fingerprint never loads jsdom", () => {
  const script = `
    import { createRequire } from "node:module";
    import { compiledTemplateFor } from "./src/server/features/signature/template-cache.ts";
    import { SANITIZER_RULES } from "./src/server/lib/sanitizer-rules.ts";
    const html = compiledTemplateFor({ id: "t", updatedAt: new Date(1), htmlContent: "<p>{{full_name}}</p>", sanitizedWith: SANITIZER_RULES }).render({ full_name: "Ana" }, { assetBaseUrl: "http://x" });
    const loaded = Object.keys(createRequire(import.meta.url).cache).some((file) => file.includes("/node_modules/jsdom/"));
    console.log(JSON.stringify({ html, loaded }));`;
  const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
    cwd: process.cwd(),
    encoding: "utf8",
  });
  expect(JSON.parse(out.trim().split("\n").pop()!)).toEqual({ html: "<p>Ana</p>", loaded: false });
});
