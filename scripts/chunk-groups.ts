// How the client build splits its JavaScript (vite.config.ts; decision 030). Left to itself the
// bundler made a chunk for every set of pages that shares a module: 165 files, and a signed-in
// page fetched 60 to 93 of them over HTTP/1.1's six connections before its first API request.
// Instead:
// - React, the router, the query cache, the UI libraries and the form libraries are a few
//   vendor chunks: every page needs most of them, and they change only when a library does;
// - our own code that every page uses (the UI kit, the API client, the error pages) is `base`,
//   what the signed-in pages share (guards, layouts, session, resources) is `shell`, and the
//   shared schemas two or more pages use are `shared`;
// - everything else stays with its route: one chunk per page, plus a few for feature code
//   that several pages show (the deployments panel, the signature frame).
// The entry chunk keeps only main.tsx, the route table and what they import (React and the
// router come as their own chunks, preloaded by index.html): bench/bundle-size.ts holds it
// under its limit. Groups don't follow dependencies (includeDependenciesRecursively: false),
// so a module the entry imports never drags a group into the first page.
import type { Rolldown } from "vite";

type Group = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];

const packages = (...names: string[]) => new RegExp(`[\\\\/]node_modules[\\\\/](${names.join("|")})[\\\\/]`);
const source = (pattern: string) => new RegExp(`[\\\\/]src[\\\\/](${pattern})`);

export const CHUNK_GROUPS: Group[] = [
  { name: "react", test: packages("react", "react-dom", "scheduler"), priority: 100 },
  { name: "router", test: packages("react-router"), priority: 99 },
  { name: "query", test: packages("@tanstack[\\\\/][^\\\\/]+"), priority: 97 },
  {
    name: "ui",
    // get-nonce is not here: main.tsx hands it the page's nonce before the first render.
    test: packages(
      "radix-ui",
      "@radix-ui[\\\\/][^\\\\/]+",
      "@floating-ui[\\\\/][^\\\\/]+",
      "react-remove-scroll",
      "react-remove-scroll-bar",
      "react-style-singleton",
      "use-callback-ref",
      "use-sidecar",
      "aria-hidden",
      "tslib",
      "detect-node-es",
      "lucide-react",
      "class-variance-authority",
      "clsx",
      "tailwind-merge",
    ),
    priority: 96,
  },
  { name: "forms", test: packages("react-hook-form", "@hookform[\\\\/][^\\\\/]+", "zod"), priority: 95 },
  {
    name: "base",
    test: (id: string) =>
      packages("hono").test(id) ||
      source(
        [
          "client[\\\\/]components[\\\\/](ui|layout)[\\\\/](?!password-strength)",
          "client[\\\\/]features[\\\\/]errors[\\\\/]",
          "client[\\\\/]lib[\\\\/](cn|use-page-title|use-focus-heading|use-hydrated|api-client|me|logger)\\.ts",
          "shared[\\\\/](messages|limits|permissions)\\.ts",
          "shared[\\\\/]log[\\\\/]",
        ].join("|"),
      ).test(id),
    priority: 30,
  },
  // paths and csp-nonce are the entry's own; download is for two pages only (it brings
  // papaparse); the form engine goes with the pages that have forms (it brings zod).
  {
    name: "shell",
    test: source(
      "client[\\\\/](app[\\\\/](guards|layouts|query-root|router-navigation)|lib[\\\\/](?!(paths|csp-nonce|download|use-schema-form)\\.ts))",
    ),
    priority: 20,
  },
  // The signature engine and template designs stay with the pages that show signatures.
  { name: "shared", test: source("shared[\\\\/](?!signature[\\\\/]|templates[\\\\/])"), minShareCount: 2, priority: 10 },
].map((group) => ({ ...group, includeDependenciesRecursively: false }));

/**
 * Chunks that import each other, directly or around a loop: a module of one may then run
 * before a module of the other that it reads at load ("Cannot read properties of undefined").
 * Groups don't follow dependencies, so a new import can make one: `base` importing a module of
 * `shell`, say. The build fails on it (scripts/prerender-plugin.ts); put the module in the
 * group of the chunk that imports it.
 */
export function chunkCycles(chunks: { fileName: string; imports: string[] }[]): string[][] {
  const importsOf = new Map(chunks.map((c) => [c.fileName, c.imports]));
  const cycles: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === "done") return;
    if (state.get(file) === "open") {
      cycles.push([...trail.slice(trail.indexOf(file)), file]);
      return;
    }
    state.set(file, "open");
    for (const next of importsOf.get(file) ?? []) visit(next, [...trail, file]);
    state.set(file, "done");
  };
  for (const file of importsOf.keys()) visit(file, []);
  return cycles;
}

/** What every signed-in page loads beside its own chunk: index.html preloads them when the request has a session cookie. */
export const SIGNED_IN_CHUNKS = ["ui", "base", "query", "forms", "shell", "shared"];
