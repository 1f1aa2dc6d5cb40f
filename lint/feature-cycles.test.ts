// No feature imports, through any chain, a feature that imports it back (lint/feature-cycles.ts).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { featureCycles, featureImports } from "./feature-cycles";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

describe("features import each other in one direction only", () => {
  for (const side of ["server", "client"]) {
    it(`src/${side}/features has no import cycle between features`, () => {
      const graph = featureImports(path.join(root, "src", side, "features"));
      expect(graph.size).toBeGreaterThan(5);
      expect(featureCycles(graph)).toEqual([]);
    });
  }

  it("finds a loop through three features, type imports and re-exports included, and ignores test files", () => {
    const folder = mkdtempSync(path.join(tmpdir(), "feature-cycles-"));
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
      writeFileSync(path.join(folder, file), text);
    };
    write("a/one.ts", 'import { b } from "../b/two";\nexport const a = b;\n');
    write("b/two.ts", 'export { c as b } from "../c";\n');
    write("c/index.ts", 'import type { A } from "../a/types";\nexport const c = 1 as unknown as A;\n');
    write("a/types.ts", "export type A = number;\n");
    write("d/d.test.ts", 'import { a } from "../a/one";\n');
    write("a/a-test-helpers.ts", 'import "../d/d.test";\n');
    expect(featureCycles(featureImports(folder))).toEqual([["a -> b (a/one.ts)", "b -> c (b/two.ts)", "c -> a (c/index.ts)"]]);
  });
});
