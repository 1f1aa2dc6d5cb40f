import { expect, it } from "vitest";
import { unknownPlaceholders, unknownPlaceholdersMessage } from "./unknown-placeholders";

it("finds each unknown placeholder once, as written; template syntax and signature fields pass", () => {
  const html = "{{full_name}} {{ email }} {{#if job_title}}x{{/if}} {{campaigns}} {{fullname}} {{#if nope}}{{/if}} {{fullname}} {{ a b }}";
  expect(unknownPlaceholders(html)).toEqual(["{{fullname}}", "{{#if nope}}", "{{ a b }}"]);
  expect(unknownPlaceholders("<p>{{photo_url}}</p>")).toEqual([]);
});

it("says which in one sentence, at most five named", () => {
  expect(unknownPlaceholdersMessage(["{{x}}"])).toBe("This placeholder doesn't exist: {{x}}");
  const many = ["{{a}}", "{{b}}", "{{c}}", "{{d}}", "{{e}}", "{{f}}", "{{g}}"];
  expect(unknownPlaceholdersMessage(many)).toBe("These placeholders don't exist: {{a}}, {{b}}, {{c}}, {{d}}, {{e}} and 2 more");
});
