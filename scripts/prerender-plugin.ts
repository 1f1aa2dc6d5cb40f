// `vite build` makes, beside the single-page app, the HTML the server picks from (decision 030):
// - dist/client/prerendered/*.html: the public pages of app/prerender.tsx, rendered signed out
//   by the app's own code (built for Node as the `ssr` environment into dist/prerender, run,
//   then deleted), each in a copy of index.html with its own title and without the app's code:
//   a page loads the entries of its islands instead, if it has any (without preloading what they
//   import); pages.json maps their paths to the files;
// - dist/client/assets/islands/: those entries (app/islands/<name>.island.tsx), built as the
//   `islands` environment, a build of their own: its chunks hold only what islands use;
// - dist/client/signed-in.html: index.html that, for a request with a session cookie, starts
//   GET /api/me and the chunks every signed-in page needs at once, beside the entry chunk,
//   instead of after it;
// - dist/client/route-chunks.json: for each page of the route table with a fixed path, its own
//   chunks beyond those, which the server preloads too for a request with a session cookie.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { chunkCycles, SIGNED_IN_CHUNKS } from "./chunk-groups.js";
import { CLIENT_BUILD } from "../src/shared/client-build.js";
import { PAGE_READ_PRELOADS } from "../src/shared/page-read-preloads.js";
import { paths } from "../src/client/lib/paths.js";

const ENTRY = "app/prerender.tsx";
const ISLANDS_DIR = "src/client/app/islands";
const ISLAND_FILE = /^(.+)\.island\.tsx$/;
// Started by main.tsx as it boots: the first reads of the page (decision 030).
const ROUTE_READS = "/src/client/app/route-reads.ts";

type Prerender = {
  PRERENDERED_PATHS: string[];
  STATIC_PATHS: string[];
  renderPage: (path: string) => Promise<{ root: string; title: string | null; islands: string[] }>;
};

/** Each island's entry module, by island name: app/islands/<name>.island.tsx. */
function islandInputs(): Record<string, string> {
  const names = readdirSync(ISLANDS_DIR).flatMap((file) => ISLAND_FILE.exec(file)?.slice(1, 2) ?? []);
  return Object.fromEntries(names.map((name) => [name, path.resolve(ISLANDS_DIR, `${name}.island.tsx`)]));
}

/** Each island's entry chunk, by island name. */
function islandChunks(output: Rolldown.OutputBundle): Map<string, string> {
  const chunks = Object.values(output).filter((f): f is Rolldown.OutputChunk => f.type === "chunk");
  return new Map(chunks.filter((c) => c.isEntry).map((c) => [c.name, c.fileName]));
}

const fileOf = (page: string) => `${page === "/" ? "index" : page.slice(1).replaceAll("/", "_")}.html`;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * index.html with the page's root and title, without the app's code (no entry script, no module
 * preloads): with the entry of each of its islands instead.
 * A page of STATIC_PATHS (app/prerender.tsx) must have no island, every other page one at least.
 */
function pageHtml(
  indexHtml: string,
  pagePath: string,
  page: { root: string; title: string | null; islands: string[] },
  isStatic: boolean,
  islands: Map<string, string>,
): string {
  if (isStatic !== (page.islands.length === 0))
    throw new Error(
      isStatic
        ? `${pagePath} is in STATIC_PATHS but has islands (${page.islands.join(", ")}): take it out of the list`
        : `${pagePath} has nothing that runs (no <Island>): put it in STATIC_PATHS, or its interactive parts in islands`,
    );
  const empty = '<div id="root"></div>';
  if (!indexHtml.includes(empty)) throw new Error(`index.html has no ${empty} to fill`);
  let html = indexHtml.replace(empty, () => page.root);
  if (page.title) html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  const scripts = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
  if (!scripts.test(html)) throw new Error("index.html has no entry script to leave out");
  html = html.replace(scripts, "");
  if (/<script|modulepreload/.test(html)) throw new Error(`${pagePath} still loads the app's code`);
  const entries = page.islands.map((name) => {
    const entry = islands.get(name);
    if (!entry) throw new Error(`${pagePath}: the island "${name}" was not built`);
    return entry;
  });
  // The entries only, no module preloads of what they import: the page is drawn from its HTML
  // and CSS, and a preload is fetched at high priority beside the stylesheet, before the first
  // paint, where a module script and its imports (deferred) load after it. On a slow mobile
  // connection the preloads put the first paint back by the time they take to arrive.
  const tags = entries.map((entry) => `<script type="module" crossorigin src="/${entry}"></script>`);
  return tags.length ? html.replace("</head>", () => `  ${tags.join("\n    ")}\n  </head>`) : html;
}

/** The chunks of SIGNED_IN_CHUNKS and route-reads, and what they import, minus what index.html already loads. */
function signedInChunks(output: Rolldown.OutputBundle, indexHtml: string): string[] {
  const chunks = Object.values(output).filter((f): f is Rolldown.OutputChunk => f.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const wanted = new Set<string>();
  const queue = chunks.filter((c) => SIGNED_IN_CHUNKS.includes(c.name) || c.facadeModuleId?.endsWith(ROUTE_READS)).map((c) => c.fileName);
  while (queue.length) {
    const file = queue.pop()!;
    if (wanted.has(file)) continue;
    wanted.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return [...wanted].filter((file) => !indexHtml.includes(`/${file}"`)).sort();
}

/** The chunk `file` and every chunk it imports, directly or not. */
function closure(byFile: Map<string, Rolldown.OutputChunk>, start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...(byFile.get(file)?.imports ?? []));
  }
  return seen;
}

// A page of the route table: `{ path: paths.templates, lazy: () => import("./pages/templates-page") }`.
const PAGE_ROUTE = /\{\s*path:\s*paths\.(\w+),\s*lazy:\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;

/**
 * For each page with a fixed path in app/router.tsx: its chunk and what that imports, minus the
 * files signed-in.html already loads. Read from the route table's source, so the build fails
 * when a page whose first read the server preloads has no chunk found (a route written another way).
 */
function routeChunks(output: Rolldown.OutputBundle, clientRoot: string, signedIn: string): Record<string, string[]> {
  const chunks = Object.values(output).filter((f): f is Rolldown.OutputChunk => f.type === "chunk");
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!.replace(/\.[jt]sx?$/, ""), c]));
  const appDir = path.join(clientRoot, "app");
  const pages: Record<string, string[]> = {};
  for (const [, name, specifier] of readFileSync(path.join(appDir, "router.tsx"), "utf8").matchAll(PAGE_ROUTE)) {
    const pagePath = (paths as Record<string, unknown>)[name];
    const chunk = byModule.get(path.resolve(appDir, specifier));
    if (typeof pagePath !== "string" || !chunk) continue;
    pages[pagePath] = [...closure(byFile, [chunk.fileName])].filter((file) => !signedIn.includes(`/${file}"`)).sort();
  }
  const missing = Object.keys(PAGE_READ_PRELOADS).filter((page) => !pages[page]);
  if (missing.length) throw new Error(`No chunk found in app/router.tsx for ${missing.join(", ")} (scripts/prerender-plugin.ts)`);
  return pages;
}

function signedInHtml(indexHtml: string, chunks: string[]): string {
  const entry = indexHtml.indexOf("<script");
  if (entry < 0) throw new Error("index.html has no entry script");
  // First, so the browser asks for it before anything else. crossorigin (anonymous) matches the
  // API client's own fetch (credentials: same-origin): the browser hands it this answer.
  const me = '<link rel="preload" href="/api/me" as="fetch" crossorigin>\n    ';
  const modules = chunks.map((file) => `  <link rel="modulepreload" crossorigin href="/${file}">\n  `).join("");
  return (indexHtml.slice(0, entry) + me + indexHtml.slice(entry)).replace("</head>", `${modules}</head>`);
}

export function prerenderPlugin(): Plugin {
  return {
    name: "signet:prerender",
    apply: "build",
    config: () => ({
      builder: {},
      environments: {
        ssr: {
          build: {
            outDir: "../../dist/prerender",
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { input: ENTRY, output: { codeSplitting: false } },
          },
        },
        islands: {
          consumer: "client",
          build: {
            outDir: "../../dist/client",
            emptyOutDir: false,
            copyPublicDir: false,
            // The chunks are split as the islands share them, not by the app's groups.
            rolldownOptions: {
              input: islandInputs(),
              output: {
                entryFileNames: "assets/islands/[name]-[hash].js",
                chunkFileNames: "assets/islands/[name]-[hash].js",
                codeSplitting: true,
                strictExecutionOrder: true,
              },
            },
          },
        },
      },
    }),
    buildApp: {
      order: "post",
      async handler(builder) {
        const { client, ssr, islands: islandsEnvironment } = builder.environments;
        const built = await builder.build(client);
        const output = (Array.isArray(built) ? built[0] : built) as Rolldown.RolldownOutput;
        const builtIslands = await builder.build(islandsEnvironment);
        const islandOutput = (Array.isArray(builtIslands) ? builtIslands[0] : builtIslands) as Rolldown.RolldownOutput;
        const islands = islandChunks(Object.fromEntries(islandOutput.output.map((f) => [f.fileName, f])));
        await builder.build(ssr);
        const clientDir = path.resolve(client.config.root, client.config.build.outDir);
        const ssrDir = path.resolve(ssr.config.root, ssr.config.build.outDir);
        const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");

        const bundle = Object.fromEntries(output.output.map((f) => [f.fileName, f]));
        const cycles = chunkCycles(output.output.filter((f): f is Rolldown.OutputChunk => f.type === "chunk"));
        if (cycles.length)
          throw new Error(`Chunks that import each other (scripts/chunk-groups.ts):\n${cycles.map((c) => c.join(" -> ")).join("\n")}`);
        const signedIn = signedInHtml(indexHtml, signedInChunks(bundle, indexHtml));
        writeFileSync(path.join(clientDir, CLIENT_BUILD.signedInHtml), signedIn);
        writeFileSync(
          path.join(clientDir, CLIENT_BUILD.routeChunks),
          JSON.stringify(routeChunks(bundle, client.config.root, signedIn), null, 2),
        );

        const { PRERENDERED_PATHS, STATIC_PATHS, renderPage } = (await import(
          pathToFileURL(path.join(ssrDir, "prerender.js")).href
        )) as Prerender;
        const dir = path.join(clientDir, CLIENT_BUILD.prerenderedDir);
        mkdirSync(dir, { recursive: true });
        const pages: Record<string, string> = {};
        for (const page of PRERENDERED_PATHS) {
          pages[page] = fileOf(page);
          const rendered = await renderPage(page);
          writeFileSync(path.join(dir, pages[page]), pageHtml(indexHtml, page, rendered, STATIC_PATHS.includes(page), islands));
        }
        writeFileSync(path.join(dir, CLIENT_BUILD.prerenderedIndex), JSON.stringify(pages, null, 2));
        rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
