// Build-time rendering of the public pages, as a signed-out visitor sees them (decision 030).
// `vite build` renders each path below with the app's own routes and components
// (scripts/prerender-plugin.ts) into dist/client/prerendered/; the server sends that HTML only
// to a request without a session cookie, whose visitor is known to be signed out, and the
// browser hydrates it (main.tsx). With a session cookie the status has to be checked first, so
// those requests get index.html and its loading screen, as before.
// A page may be listed when it reads no data before showing its content, or shows the same
// placeholder the browser would (the contact page's support address fills in afterwards), and
// does not read the query string (a request with one gets index.html).
import { StrictMode } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./providers";
import { routes } from "./router";
import { PRERENDERED_ATTRIBUTE, SIGNED_OUT } from "./prerendered";
import { setMeSnapshot } from "../lib/me";
import { appQueryClient } from "../lib/query-client";
import { paths } from "../lib/paths";
import { takeRenderedTitle } from "../lib/use-page-title";

export const PRERENDERED_PATHS = [paths.home, paths.auth, paths.terms, paths.privacy, paths.contact, paths.designSystem];

// Pages a signed-out visitor can only read and leave by a link: sent without the app's code
// (decision 051), so nothing is downloaded, run or hydrated. Their links are plain links, each
// a new page load (another prerendered page, or the app). A page with a form, a menu or a
// button that does something is not one of them.
export const STATIC_PATHS = [paths.home, paths.terms, paths.privacy];

/** The page's root element, rendered signed out (`<div id="root" data-session="signed-out">…</div>`), and its title. */
export async function renderPage(path: string): Promise<{ root: string; title: string | null }> {
  takeRenderedTitle();
  setMeSnapshot(null);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.invalid")));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* hydrate={false}: no inline script with the router's state (the CSP allows none; main.tsx needs none). */}
      <AppProviders router={<StaticRouterProvider router={router} context={context} hydrate={false} />} />
    </StrictMode>,
    { onError: (error) => void errors.push(error) },
  );
  let html = "";
  for await (const part of prelude) html += String(part);
  // Nothing carries over to the next page, and no cache timer keeps the build running.
  appQueryClient().clear();
  if (errors.length) throw new Error(`${path} failed to render: ${errors.map(String).join("; ")}`);
  if (/<script/i.test(html)) throw new Error(`${path} rendered a <script> element, which the page's CSP would refuse`);
  if (/<form\b[^>]*>(?!<fieldset\b[^>]*\bdisabled)/.test(html))
    throw new Error(
      `${path} has a form whose fields are not in <FormFields> (components/ui/form-fields.tsx): it could be sent before the page is ready`,
    );
  return { root: `<div id="root" ${PRERENDERED_ATTRIBUTE}="${SIGNED_OUT}">${html}</div>`, title: takeRenderedTitle() };
}
