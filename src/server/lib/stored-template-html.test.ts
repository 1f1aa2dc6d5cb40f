import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { builtInHtmlFile, builtInHtmlSources } from "./built-in-html-sources";
import { domWorkHere } from "./dom-work";
import { SANITIZER_RULES } from "./sanitizer-rules";
import { BUILT_IN_HTML_FILE, builtInKey, storedTemplateHtml, type BuiltInHtmlFile } from "./stored-template-html";

const REGENERATE = "built-in-html.json is not today's: run `npx tsx scripts/sanitize-built-in-html.ts` and commit it";

describe("storedTemplateHtml", () => {
  it("built-in-html.json holds every built-in HTML as today's rules sanitize it, and nothing else", () => {
    const file = JSON.parse(readFileSync(BUILT_IN_HTML_FILE, "utf8")) as BuiltInHtmlFile;
    expect(file, REGENERATE).toEqual(builtInHtmlFile());
    expect(file.rules).toBe(SANITIZER_RULES);
    expect(Object.keys(file.sanitized)).toHaveLength(new Set(builtInHtmlSources()).size);
  });

  it("stores each built-in HTML exactly as sanitizing it now would, with today's fingerprint", () => {
    for (const html of builtInHtmlSources()) {
      const live = domWorkHere({ kind: "template", html });
      expect(live.removed).toEqual([]);
      expect(storedTemplateHtml(html)).toEqual({ htmlContent: live.html, sanitizedWith: SANITIZER_RULES });
    }
  });

  it("sanitizes any other HTML, however close to a built-in one", () => {
    const [gallery] = builtInHtmlSources();
    const tampered = gallery!.replace("</table>", '<img src="x" onerror="alert(1)"></table>');
    expect(builtInKey(tampered)).not.toBe(builtInKey(gallery!));
    const stored = storedTemplateHtml(tampered);
    expect(stored.htmlContent).not.toContain("onerror");
    expect(stored).toEqual({ htmlContent: domWorkHere({ kind: "template", html: tampered }).html, sanitizedWith: SANITIZER_RULES });
    expect(storedTemplateHtml('<p onclick="x()">Hi</p>').htmlContent).toBe("<p>Hi</p>");
  });
});
