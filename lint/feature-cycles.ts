// Features depend on each other in one direction only: no chain of imports, value or type, leads
// from a feature back to itself (server features among themselves, client features among
// themselves). Test files and test helpers (`*.test.ts`, `*-test-helpers.ts`) may reach across for
// their setups; product files may not close a loop. Imports are read with TypeScript's own
// pre-processor, so `import type`, `export … from` and `import()` all count.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name) || /-test-helpers\.tsx?$/.test(name);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !isTestFile(entry.name) ? [file] : [];
  });
}

/** Each feature (a key even when it imports no other) and its imports of other features, with one file that makes each. */
export function featureImports(featuresFolder: string): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of sourceFiles(featuresFolder)) {
    const from = path.relative(featuresFolder, file).split(path.sep)[0];
    if (!graph.has(from)) graph.set(from, new Map());
    for (const { fileName } of ts.preProcessFile(readFileSync(file, "utf8"), true, true).importedFiles) {
      if (!fileName.startsWith(".")) continue;
      const target = path.relative(featuresFolder, path.resolve(path.dirname(file), fileName));
      const to = target.split(path.sep)[0];
      if (target.startsWith("..") || to === from) continue;
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, path.relative(featuresFolder, file));
    }
  }
  return graph;
}

/** Every loop in the graph, each as the features in order and the file that makes each step ("a -> b (a/x.ts)"). */
export function featureCycles(graph: Map<string, Map<string, string>>): string[][] {
  const cycles: string[][] = [];
  const seen = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      const key = [...loop].sort().join(" ");
      if (!seen.has(key)) {
        seen.add(key);
        cycles.push(
          loop.map((step, i) => `${step} -> ${loop[(i + 1) % loop.length]} (${graph.get(step)!.get(loop[(i + 1) % loop.length])})`),
        );
      }
      return;
    }
    if (trail.length > 12) return;
    for (const next of graph.get(node)?.keys() ?? []) visit(next, [...trail, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return cycles;
}
