import { RouterProvider } from "react-router";
import { Toaster } from "../components/ui/toaster";
import { router } from "./router";

// The query cache is provided by the routes that use it (app/query-root.tsx), so the
// signed-out landing page loads without it; the toaster loads with the first toast.
export function AppProviders() {
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
