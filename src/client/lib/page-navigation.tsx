// How a component leaves for another page. In the app, the router's: no page load, and the
// history entry's state (the page the guard sent the visitor from) goes along. In an island of a
// prerendered public page (components/layout/island.tsx), which runs without the router or the
// query cache: plain links and page loads, the default here.
import { createContext, useContext, type ReactNode } from "react";

export type PageLinkProps = { to: string; state?: unknown; className?: string; children: ReactNode };

export type PageNavigation = {
  /** The history entry's state: where the guard sent the visitor from, if it did. */
  state: unknown;
  go: (to: string, options?: { replace?: boolean; state?: unknown }) => void;
  Link: (props: PageLinkProps) => ReactNode;
  /** A session has just begun: forget what was read for the previous visitor, and read the session. */
  sessionStarted: () => Promise<void>;
};

function PlainLink({ to, className, children }: PageLinkProps) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}

// React Router keeps a navigation's state under `usr` in the history entry, and a reload keeps
// the entry: a visitor the guard sent here who reloaded still goes back there after signing in.
const historyState = () => (typeof history === "undefined" ? null : ((history.state as { usr?: unknown } | null)?.usr ?? null));

const pageLoads: PageNavigation = {
  get state() {
    return historyState();
  },
  go: (to, options) => (options?.replace ? location.replace(to) : location.assign(to)),
  Link: PlainLink,
  // The page load that follows starts from nothing.
  sessionStarted: () => Promise.resolve(),
};

export const PageNavigationContext = createContext<PageNavigation>(pageLoads);

export const usePageNavigation = () => useContext(PageNavigationContext);
