// The app's way of leaving a page (lib/page-navigation.tsx): the router's navigations and links,
// and the query cache emptied of the previous visitor's answers when a session begins.
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { meQueryKey } from "../lib/session";
import { PageNavigationContext, type PageLinkProps, type PageNavigation } from "../lib/page-navigation";

function RouterLink({ to, state, className, children }: PageLinkProps) {
  return (
    <Link to={to} state={state} className={className}>
      {children}
    </Link>
  );
}

export function RouterNavigation({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const value = useMemo<PageNavigation>(
    () => ({
      state,
      go: (to, options) => void navigate(to, options),
      Link: RouterLink,
      sessionStarted: async () => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
        await queryClient.refetchQueries({ queryKey: meQueryKey });
      },
    }),
    [state, navigate, queryClient],
  );
  return <PageNavigationContext.Provider value={value}>{children}</PageNavigationContext.Provider>;
}
