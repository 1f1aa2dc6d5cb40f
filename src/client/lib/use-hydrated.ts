import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while React hydrates a page the build prerendered (app/prerender.tsx) and during that
 * prerender; true once the page runs in the browser, and from the start on a page rendered there.
 */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
