// Which sanitizer rules cleaned a stored template (decision 060): a fingerprint of the rules'
// source (the sanitizing modules in shared/signature and every relative module they import,
// read from disk) and of the DOMPurify and jsdom versions that run them. A template saved with
// today's fingerprint compiles without sanitizing again, so a process that only renders (the
// signing relay, signature reads) never loads jsdom. Any change to the rules, the libraries or
// this file gives another fingerprint, and every template stored before it is sanitized again
// when compiled: the fingerprint can only cause a second sanitizing, never skip a needed one.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { packageFolder, projectFile } from "./project-files";

const here = projectFile("src/server/lib");
const require = createRequire(import.meta.url);
const RELATIVE_IMPORT = /\bfrom\s+["'](\.{1,2}\/[^"']+)["']/g;

/** The module's text and that of every relative module it imports, each once. */
function sources(file: string, seen: Map<string, string>): void {
  if (seen.has(file)) return;
  const text = readFileSync(file, "utf8");
  seen.set(file, text);
  for (const [, spec] of text.matchAll(RELATIVE_IMPORT)) {
    const target = path.resolve(path.dirname(file), spec);
    const candidates = [`${target}.ts`, path.join(target, "index.ts"), target];
    // A module not found throws: the process fails at start rather than fingerprint less than it runs.
    sources(candidates.find((c) => c.endsWith(".ts") && existsSync(c)) ?? target, seen);
  }
}

const packageVersion = (name: string) => `${name}@${packageFolder(path.dirname(require.resolve(name)), name).version}`;

/** The files the roots are made of (themselves and the relative modules they import), sorted, with their text. */
export function ruleSources(roots: readonly string[]): [string, string][] {
  const seen = new Map<string, string>();
  for (const root of roots) sources(root, seen);
  return [...seen].sort(([a], [b]) => a.localeCompare(b));
}

/** A short hash of those files (named relative to `base`) and of the packages' versions. */
export function fingerprintOf(roots: readonly string[], base: string, packages: readonly string[]): string {
  const hash = createHash("sha256");
  for (const [file, text] of ruleSources(roots)) hash.update(`${path.relative(base, file)}\0${text}\0`);
  hash.update(packages.map(packageVersion).join("\0"));
  return hash.digest("base64url").slice(0, 22);
}

/**
 * The modules whose text is the rules: the shared sanitizing run, the server's DOM for it and the
 * thread that runs it (started by its address, not imported), and this file.
 */
export const RULE_ROOTS = [
  path.join(here, "../../shared/signature/sanitize-run.ts"),
  path.join(here, "sanitize-html.ts"),
  path.join(here, "dom-worker.ts"),
  path.join(here, "sanitizer-rules.ts"),
];

/** The fingerprint of the sanitizer rules this process runs, stored beside each template it cleans. */
export const SANITIZER_RULES = fingerprintOf(RULE_ROOTS, here, ["dompurify", "jsdom"]);
