// An island's entry (components/layout/island.tsx): `defineIsland(name, render)` in a file
// `<name>.island.tsx` of this folder. In the browser it hydrates the page's
// `<div data-island="<name>">` with `render()`, once the page has painted (decision 088);
// while the build renders the public pages it records `render` instead, and the build renders
// it into that element, after checking that it gives exactly the HTML the page's own `<Island>`
// children give (app/prerender.tsx). So `render` returns the island as a visitor without a
// session cookie sees it on that page.
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE } from "../../components/layout/island";

type Options = {
  /** The island shows toasts: the page gets the toaster's host beside it. */
  toasts?: boolean;
};

const defined = new Map<string, () => ReactNode>();

/** What the island's root renders: the same at build time and in the browser. */
export const islandRoot = (children: ReactNode) => <StrictMode>{children}</StrictMode>;

export function definedIsland(name: string): (() => ReactNode) | undefined {
  return defined.get(name);
}

async function mountToaster() {
  const { Toaster } = await import("../../components/ui/toaster");
  const host = document.createElement("div");
  document.body.append(host);
  createRoot(host).render(islandRoot(<Toaster />));
}

export function defineIsland(name: string, render: () => ReactNode, options: Options = {}) {
  if (import.meta.env.SSR) {
    defined.set(name, render);
    return;
  }
  const element = document.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`);
  if (!element) throw new Error(`This page has no island "${name}"`);
  // After the page's first paint: the prerendered page shows before any island's work starts.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (options.toasts) void mountToaster();
      // Hydration yields to input and paint.
      startTransition(() => {
        hydrateRoot(element, islandRoot(render()));
      });
    }),
  );
}
