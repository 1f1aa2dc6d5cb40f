// Every route but the landing page: the query cache and the session refresh. A lazy
// route, so the signed-out landing page loads neither (decision 010).
import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "react-router";
import { appQueryClient } from "../lib/query-client";
import { useSessionRefresh } from "../lib/session-refresh";

// Keeps the signed-in session from lapsing while the app is open.
export function SessionRefresh() {
  useSessionRefresh();
  return null;
}

export function Component() {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <SessionRefresh />
      <Outlet />
    </QueryClientProvider>
  );
}
