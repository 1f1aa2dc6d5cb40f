// A part of a public page that runs in the browser on its own: a form, or a control that does
// something. The build renders the public pages for visitors without a session cookie
// (app/prerender.tsx); such a page loads no app (no router, shell or query cache), only one
// small entry per island, which hydrates the island's HTML in place (app/islands/). In the app
// (a visitor with a session cookie, or a page rendered in the browser) an island is just its
// children. A component inside an island leaves the page through lib/page-navigation.tsx and
// writes through useWriteWithoutCache: the router and the query cache are not there.
import type { ReactNode } from "react";

/** The attribute that names an island on its element: `<div data-island="sign-in">`. */
export const ISLAND_ATTRIBUTE = "data-island";

// While the build renders a page: each island's children by name, which it then renders on
// their own, as the island's entry will hydrate them.
let rendered = new Map<string, ReactNode>();

export function Island({ name, children }: { name: string; children: ReactNode }) {
  // `contents`: the wrapper takes no box of its own, so the layout is the children's.
  if (import.meta.env.SSR) {
    rendered.set(name, children);
    return <div data-island={name} className="contents" />;
  }
  return (
    <div data-island={name} className="contents">
      {children}
    </div>
  );
}

/** The islands of the page rendered last at build time, by name. */
export function takeRenderedIslands(): Map<string, ReactNode> {
  const islands = rendered;
  rendered = new Map();
  return islands;
}
