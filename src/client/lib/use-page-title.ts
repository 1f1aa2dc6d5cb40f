import { useEffect } from "react";

let renderedTitle: string | null = null;
const recordRenderedTitle = (title: string) => {
  renderedTitle = title;
};

export function usePageTitle(title: string) {
  // At build time (app/prerender.tsx) no effect runs: the title goes into the page's HTML instead.
  if (import.meta.env.SSR) recordRenderedTitle(`${title} · Signet`);
  useEffect(() => {
    document.title = `${title} · Signet`;
  }, [title]);
}

/** The title of the page rendered last at build time, if it set one (app/prerender.tsx). */
export function takeRenderedTitle(): string | null {
  const title = renderedTitle;
  renderedTitle = null;
  return title;
}
