import { useState } from "react";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { createQueryClient } from "../lib/query-client";
import { Toaster } from "../components/ui/toaster";
import { useSessionRefresh } from "../lib/session-refresh";
import { router } from "./router";

// Keeps the signed-in session from lapsing while the app is open (spec 9).
function SessionRefresh() {
  useSessionRefresh();
  return null;
}

export function AppProviders() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionRefresh />
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>
  );
}
