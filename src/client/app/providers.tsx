import { lazy, Suspense } from "react";
import { RouterProvider } from "react-router";
import { router } from "./router";

// The toaster's host loads beside the first page, not in its entry chunk (decision 022);
// a page that shows a toast imports the same module, so the host is there by then.
const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

// The query cache is provided by the routes that use it (app/query-root.tsx), so the
// signed-out landing page loads without it; sonner itself loads with the first toast.
export function AppProviders() {
  return (
    <>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
