import { expect, it } from "vitest";
import { countRules, inlineStyles } from "./inline-styles";

it("inlines <style> rules into style attributes, keeps placeholders and block tags where they were", () => {
  const html =
    '<style>td { padding: 2px } .n { color: #ff0000 } @media (max-width: 600px) { .n { color: blue } }</style><table><tr><td class="n">{{full_name}}</td></tr>{{#if email}}<tr><td><a href="mailto:{{email}}">{{email}}</a></td></tr>{{/if}}</table>';
  const result = inlineStyles(html);
  expect(result).toMatchObject({ inlined: 2, dropped: 1 });
  expect(result.html).toBe(
    '<table><tr><td class="n" style="padding: 2px; color: #ff0000;">{{full_name}}</td></tr>{{#if email}}<tr><td style="padding: 2px;"><a href="mailto:{{email}}">{{email}}</a></td></tr>{{/if}}</table>',
  );
});

it("leaves HTML without <style> exactly as it is", () => {
  const html = "<p>&nbsp;{{full_name}}</p>";
  expect(inlineStyles(html)).toEqual({ html, inlined: 0, dropped: 0 });
});

it("counts plain rules and the ones that can't be inlined", () => {
  expect(countRules("/* x */ a { color: red } a:hover { color: blue } p, td { margin: 0 } @font-face { font-family: x }")).toEqual({
    inlined: 2,
    dropped: 2,
  });
});
