// `vite build` makes, beside the single-page app, the HTML the server picks from (decision 030):
// - dist/client/prerendered/*.html: the public pages of app/prerender.tsx, rendered signed out
//   by the app's own code (built for Node as the `ssr` environment into dist/prerender, run,
//   then deleted), each in a copy of index.html; pages.json maps their paths to the files;
// - dist/client/signed-in.html: index.html that, for a request with a session cookie, starts
//   GET /api/me and the chunks every signed-in page needs at once, beside the entry chunk,
//   instead of after it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin, Rolldown } from "vite";
import { chunkCycles, SIGNED_IN_CHUNKS } from "./chunk-groups.js";
import { CLIENT_BUILD } from "../src/shared/client-build.js";

const ENTRY = "app/prerender.tsx";
// Started by main.tsx as it boots: the first reads of the page (decision 030).
const ROUTE_READS = "/src/client/app/route-reads.ts";

type Prerender = { PRERENDERED_PATHS: string[]; renderPage: (path: string) => Promise<string> };

const fileOf = (page: string) => `${page === "/" ? "index" : page.slice(1).replaceAll("/", "_")}.html`;

function withRoot(indexHtml: string, root: string): string {
  const empty = '<div id="root"></div>';
  if (!indexHtml.includes(empty)) throw new Error(`index.html has no ${empty} to fill`);
  return indexHtml.replace(empty, () => root);
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
      },
    }),
    buildApp: {
      order: "post",
      async handler(builder) {
        const { client, ssr } = builder.environments;
        const built = await builder.build(client);
        const output = (Array.isArray(built) ? built[0] : built) as Rolldown.RolldownOutput;
        await builder.build(ssr);
        const clientDir = path.resolve(client.config.root, client.config.build.outDir);
        const ssrDir = path.resolve(ssr.config.root, ssr.config.build.outDir);
        const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");

        const bundle = Object.fromEntries(output.output.map((f) => [f.fileName, f]));
        const cycles = chunkCycles(output.output.filter((f): f is Rolldown.OutputChunk => f.type === "chunk"));
        if (cycles.length)
          throw new Error(`Chunks that import each other (scripts/chunk-groups.ts):\n${cycles.map((c) => c.join(" -> ")).join("\n")}`);
        writeFileSync(path.join(clientDir, CLIENT_BUILD.signedInHtml), signedInHtml(indexHtml, signedInChunks(bundle, indexHtml)));

        const { PRERENDERED_PATHS, renderPage } = (await import(pathToFileURL(path.join(ssrDir, "prerender.js")).href)) as Prerender;
        const dir = path.join(clientDir, CLIENT_BUILD.prerenderedDir);
        mkdirSync(dir, { recursive: true });
        const pages: Record<string, string> = {};
        for (const page of PRERENDERED_PATHS) {
          pages[page] = fileOf(page);
          writeFileSync(path.join(dir, pages[page]), withRoot(indexHtml, await renderPage(page)));
        }
        writeFileSync(path.join(dir, CLIENT_BUILD.prerenderedIndex), JSON.stringify(pages, null, 2));
        rmSync(ssrDir, { recursive: true, force: true });
      },
    },
  };
}
