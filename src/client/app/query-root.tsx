// Every route but the landing page: the query cache, the session refresh and the router's way of
// leaving a page (app/router-navigation.tsx). A lazy route, so the signed-out landing page loads
// none of them (decision 010).
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { appQueryClient } from "../lib/query-client";
import { useSessionRefresh } from "../lib/session-refresh";
import { RouterNavigation } from "./router-navigation";

// Keeps the signed-in session from lapsing while the app is open.
export function SessionRefresh() {
  useSessionRefresh();
  return null;
}

export function Component() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <SessionRefresh />
      <RouterNavigation>
        <Outlet />
      </RouterNavigation>
    </QueryClientProvider>
  );
}
