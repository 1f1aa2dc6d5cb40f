// The files the server reads at run time (its migrations, the common-passwords list, the add-in's
// script, public/, the sanitizer's own sources) are named from the project's folder, not from the
// module that reads them: the server runs from its sources (tsx, the tests) and from its build
// (one bundle under .tmp/server-build/, scripts/build-server.mjs), where every module's address is
// the bundle's. The folder is the nearest one above this module's file holding Signet's package.json.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `from` whose package.json names the package `name`, with its version. */
export function packageFolder(from: string, name: string): { dir: string; version?: string } {
  for (let dir = from; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { name?: string; version?: string };
      if (pkg.name === name) return { dir, version: pkg.version };
    } catch {
      // no package.json here: look one folder up
    }
    if (path.dirname(dir) === dir) throw new Error(`no package.json of ${name} above ${from}`);
  }
}

export const PROJECT_ROOT = packageFolder(path.dirname(fileURLToPath(import.meta.url)), "signet").dir;

/** The absolute path of a project file named by its path from the project's folder. */
export const projectFile = (...segments: string[]) => path.join(PROJECT_ROOT, ...segments);
