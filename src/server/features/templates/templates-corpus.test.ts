// The attack corpora (../shared/corpora) through PUT /api/templates/{id}/content: every
// payload is saved sanitized or refused with a 4xx naming `html`, never a 500, and what is
// stored holds no script, event handler or javascript: URL. All DOMPurify fixtures and
// every 40th line of the payloadbox list (a save costs about 30 ms, and this was the run's
// slowest unit test file): the sanitizer's own corpus test takes every line; this one checks
// the save route around it. With both databases, each takes every other payload: the
// sanitizing is the same on either, and every payload is saved once.
import { readFileSync } from "node:fs";
import path from "node:path";
import { JSDOM } from "jsdom";
import { expect, it } from "vitest";
import { rateLimits } from "../../db/schema";
import { describeEachDatabase } from "../../test/test-app";
import { testDatabaseKinds } from "../../test/test-database";
import { companyWithTeam, newTemplate } from "./template-test-kit";

const CORPORA = path.resolve(process.cwd(), "../shared/corpora");
const fixtures = (JSON.parse(readFileSync(path.join(CORPORA, "dompurify-fixtures.json"), "utf8")) as { payload: string }[]).map(
  (f) => f.payload,
);
const payloadbox = readFileSync(path.join(CORPORA, "payloadbox-xss.txt"), "utf8")
  .split("\n")
  .filter((line, i) => line !== "" && i % 40 === 0);

const { document } = new JSDOM("").window;
const SCRIPT_URL = /^\s*(?:java|vb)script\s*:/i;

/** What in stored HTML could run: script elements, event handlers, script URLs. */
function unsafeParts(html: string): string[] {
  const root = document.createElement("div");
  root.innerHTML = html;
  const found: string[] = [];
  for (const element of root.querySelectorAll("*")) {
    if (["script", "iframe", "object", "embed", "svg", "math"].includes(element.localName)) found.push(`<${element.localName}>`);
    for (const attr of element.attributes) {
      if (attr.name.startsWith("on")) found.push(`${attr.name} on <${element.localName}>`);
      if (SCRIPT_URL.test(attr.value)) found.push(`script URL in ${attr.name}`);
    }
  }
  return found;
}

describeEachDatabase("templates: the corpus through save", (ctx) => {
  it("saves every payload sanitized or refuses it with a 4xx naming html; never a 500, never script", { timeout: 300_000 }, async () => {
    const { admin } = await companyWithTeam(ctx());
    const t = await newTemplate(admin.client, "Corpus");
    const problems: string[] = [];
    let saved = 0;
    const kinds = testDatabaseKinds();
    const mine = [...fixtures, ...payloadbox].filter((_, i) => i % kinds.length === kinds.indexOf(ctx().kind));
    for (const payload of mine) {
      // The corpus is larger than a minute's allowance of template saves; this test is
      // about the sanitizer, so each save starts a fresh window.
      await ctx().deps.db.delete(rateLimits);
      const res = await admin.client.request("PUT", `/api/templates/${t.id}/content`, {
        html: `<p>{{full_name}}</p>${payload}`,
        design: null,
      });
      if (res.status === 200) {
        saved += 1;
        const html: string = res.json.template.html;
        for (const part of unsafeParts(html)) problems.push(`${part} left in: ${payload.slice(0, 80)}`);
      } else if (res.status >= 500 || res.status < 400 || res.status === 429) problems.push(`${res.status}: ${payload.slice(0, 80)}`);
      else if (!res.json?.error?.fields?.html && res.status === 400)
        problems.push(`400 without html: ${payload.slice(0, 80)} ${res.text.slice(0, 120)}`);
    }
    expect(problems).toEqual([]);
    // Most payloads are saved sanitized, not refused: the test exercises the sanitizer.
    expect(saved).toBeGreaterThan(mine.length / 2);
  });
});
