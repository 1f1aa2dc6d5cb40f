// Build-time rendering of the public pages, as a signed-out visitor sees them (decisions 030 and
// 052). `vite build` renders each path below with the app's own routes and components
// (scripts/prerender-plugin.ts) into dist/client/prerendered/; the server sends that HTML only
// to a request without a session cookie, whose visitor is known to be signed out. With a session
// cookie the status has to be checked first, so those requests get index.html and its loading
// screen, as before.
// Such a page loads none of the app's code. What runs on it is in islands
// (components/layout/island.tsx): each is rendered here on its own, as its entry
// (app/islands/<name>.island.tsx) hydrates it in the browser; the rest of the page is HTML, its
// links plain links.
// A page may be listed when it reads no data before showing its content, or shows the same
// placeholder the browser would (the contact page's support address fills in afterwards), and
// does not read the query string (a request with one gets index.html).
import { StrictMode, type ReactNode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./providers";
import { routes } from "./router";
import { PRERENDERED_ATTRIBUTE, SIGNED_OUT } from "./prerendered";
import { definedIsland, islandRoot } from "./islands/define-island";
import { takeRenderedIslands } from "../components/layout/island";
import { setMeSnapshot } from "../lib/me";
import { appQueryClient } from "../lib/query-client";
import { paths } from "../lib/paths";
import { takeRenderedTitle } from "../lib/use-page-title";

// Every island's entry, so that each records what it renders (defineIsland).
import.meta.glob("./islands/*.island.tsx", { eager: true });

export const PRERENDERED_PATHS = [paths.home, paths.auth, paths.terms, paths.privacy, paths.contact, paths.designSystem];

// Pages a signed-out visitor can only read and leave by a link: no island, so nothing is
// downloaded, run or hydrated (decision 051). Every other page here has at least one island; the
// build checks both ways, so a form or a button that does something is not left without code.
export const STATIC_PATHS = [paths.home, paths.terms, paths.privacy];

async function renderToHtml(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = "";
  for await (const part of prelude) html += String(part);
  if (errors.length) throw new Error(errors.map(String).join("; "));
  return html;
}

/** `html` with each island's element filled with the island rendered on its own. */
async function withIslands(path: string, html: string, islands: Map<string, ReactNode>): Promise<string> {
  for (const [name, children] of islands) {
    const render = definedIsland(name);
    if (!render) throw new Error(`${path} has an island "${name}" without an entry: add app/islands/${name}.island.tsx`);
    const fromEntry = await renderToHtml(islandRoot(render()));
    const fromPage = await renderToHtml(islandRoot(children));
    if (fromEntry !== fromPage)
      throw new Error(`The entry of the island "${name}" renders other HTML than ${path} does:\n${fromEntry}\n---\n${fromPage}`);
    const empty = `<div data-island="${name}" class="contents"></div>`;
    if (!html.includes(empty)) throw new Error(`${path}: no element for the island "${name}"`);
    html = html.replace(empty, () => `<div data-island="${name}" class="contents">${fromEntry}</div>`);
  }
  return html;
}

/** The page's root element, rendered signed out (`<div id="root" data-session="signed-out">…</div>`), its title and its islands. */
export async function renderPage(path: string): Promise<{ root: string; title: string | null; islands: string[] }> {
  takeRenderedTitle();
  takeRenderedIslands();
  setMeSnapshot(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let html: string;
  try {
    html = await renderToHtml(
      <StrictMode>
        {/* hydrate={false}: no inline script with the router's state (the CSP allows none). */}
        <AppProviders router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
      </StrictMode>,
    );
  } catch (error) {
    throw new Error(`${path} failed to render: ${String(error)}`);
  } finally {
    // Nothing carries over to the next page, and no cache timer keeps the build running.
    appQueryClient().clear();
  }
  const title = takeRenderedTitle();
  const islands = takeRenderedIslands();
  // Here the islands are still empty: a form in the HTML now is in none, and nothing would run it.
  if (/<form\b/.test(html)) throw new Error(`${path} has a form outside any <Island>: nothing would run it`);
  html = await withIslands(path, html, islands);
  if (/<script/i.test(html)) throw new Error(`${path} rendered a <script> element, which the page's CSP would refuse`);
  if (/<form\b[^>]*>(?!<fieldset\b[^>]*\bdisabled)/.test(html))
    throw new Error(
      `${path} has a form whose fields are not in <FormFields> (components/ui/form-fields.tsx): it could be sent before the page is ready`,
    );
  return { root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${SIGNED_OUT}">${html}</div>`, title, islands: [...islands.keys()] };
}
