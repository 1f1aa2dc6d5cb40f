import { expect, it } from "vitest";
import { sanitizeTemplateHtml } from "../../lib/sanitize-html";
import { locateRemovals } from "./locate-removals";
import { describeLines } from "./template-lines";

const located = (html: string) => locateRemovals(html, sanitizeTemplateHtml(html).removed);

it("names the tag, attribute, URL or CSS the sanitizer removed, with the lines of the input", () => {
  const html = [
    "<table><tr><td>{{full_name}}</td></tr></table>",
    "<SCRIPT>alert(1)</SCRIPT>",
    '<img src="https://x.example/a.png" onerror="alert(1)" width="4" alt="">',
    '<a href="javascript:alert(1)">x</a>',
    '<p style="color: red; behavior: url(x.htc)">y</p>',
    "<!-- note -->",
    '<img src="https://x.example/b.png" onerror="alert(2)" width="4" alt="">',
  ].join("\n");
  expect(located(html)).toEqual(
    expect.arrayContaining([
      { kind: "tag", name: "script", where: "<script> on line 2" },
      { kind: "attribute", name: "onerror", where: "<img> on lines 3 and 7" },
      { kind: "url", name: "javascript: link", where: "<a> on line 4" },
      { kind: "css", name: expect.stringContaining("behavior"), where: "<p> on line 5" },
      { kind: "tag", name: "comment", where: "comment on line 6" },
    ]),
  );
});

it("says 'in the template' when the input doesn't show where", () => {
  expect(locateRemovals("<p>x</p>", ["something new"])).toEqual([{ kind: "tag", name: "something new", where: "in the template" }]);
});

it("lists at most five lines", () => {
  expect(describeLines([1, 2, 3, 4, 5, 6, 7])).toBe("lines 1, 2, 3, 4, 5 and 2 more");
  expect(describeLines([2, 9])).toBe("lines 2 and 9");
  expect(describeLines([])).toBe("");
});
