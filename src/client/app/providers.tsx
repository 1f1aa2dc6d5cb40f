import { lazy, Suspense, type ReactNode } from "react";

// The toaster's host loads beside the first page, not in its entry chunk (decision 022);
// a page that shows a toast imports the same module, so the host is there by then.
const Toaster = lazy(() => import("../components/ui/toaster").then((m) => ({ default: m.Toaster })));

// The query cache is provided by the routes that use it (app/query-root.tsx), so the
// signed-out landing page loads without it; sonner itself loads with the first toast.
// `router` is the browser's RouterProvider, or the static one when a page is prerendered
// (app/prerender.tsx): the same tree either way, so the browser can hydrate the page.
export function AppProviders({ router }: { router: ReactNode }) {
  return (
    <>
      {router}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </>
  );
}
