// The first read of a signed-in page that its address alone names (decision 030). For a request
// with a session cookie and no query string, the server adds a preload of it to the page
// (server/lib/serve-client.ts): the browser asks for it with the document, beside /api/me, instead
// of once the page's code has run. The page's own read (app/route-reads.ts, then the page) asks for
// the very same URL, so the browser hands it the preloaded answer; app/route-reads.test.ts checks
// that they match. A page whose first read depends on the session (/statistics: the range ends
// today in the company's time zone) is not here: it starts that read once /api/me has answered.
export const PAGE_READ_PRELOADS: Readonly<Record<string, string>> = {
  "/templates": "/api/templates",
  "/campaigns": "/api/campaigns",
  // The team list's first page in its default view (newest first, 25 rows).
  "/users": "/api/team?sort=date&order=desc&page=1&pageSize=25",
};

/** The preloaded first read of a page path, if it has one. */
export const pageReadPreload = (pagePath: string): string | undefined =>
  Object.hasOwn(PAGE_READ_PRELOADS, pagePath) ? PAGE_READ_PRELOADS[pagePath] : undefined;
