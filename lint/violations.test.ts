// The lint refuses every boundary breach it claims to: each file in lint/violations/ is linted
// (ESLint's Node API, the project's eslint.config.js) as if it sat at the path its first line
// names, and the errors must be exactly the lines marked `// refused: <rule>, ...`: each marked
// line refused by each named rule, and no unmarked line refused by anything.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folder = path.join(root, "lint", "violations");
const eslint = new ESLint({ cwd: root });

function expectations(text: string) {
  const lines = text.split("\n");
  const lintAs = /^\/\/ lint as: (\S+)$/.exec(lines[0])?.[1];
  const expected = lines.flatMap((line, i) => {
    const rules = /\/\/ refused: (.+)$/.exec(line)?.[1];
    return rules ? rules.split(",").map((rule) => `${i + 1} ${rule.trim()}`) : [];
  });
  return { lintAs, expected: expected.sort() };
}

const files = readdirSync(folder).filter((name) => name.endsWith(".ts"));

describe("the lint refuses each deliberate boundary breach, line by line", () => {
  it("has violation files to check", () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  for (const name of files) {
    it(name, async () => {
      const text = readFileSync(path.join(folder, name), "utf8");
      const { lintAs, expected } = expectations(text);
      expect(lintAs, "the first line names the path to lint as: // lint as: src/...").toBeTruthy();
      expect(expected.length).toBeGreaterThan(0);
      const [result] = await eslint.lintText(text, { filePath: path.join(root, lintAs!) });
      const refused = result.messages.map((m) => `${m.line} ${m.ruleId ?? `(${m.message})`}`).sort();
      expect(refused).toEqual(expected);
    });
  }
});
