// Every route of the app, with its guard. Pages load lazily so each page ships only its code;
// guards, the error page and the query cache (query-root) load with the first page that
// needs them, so the landing page's first load carries none of them (decision 010).
// A new page is one line here: its path (lib/paths.ts) and `lazy: () => import(...)`. If it
// reads data first thing, app/route-reads.ts may start that read as the app boots; if it is
// public and reads nothing, app/prerender.tsx may render it at build time (decision 030).
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from "react-router";
import { paths } from "../lib/paths";

const APP_LAYOUT_ID = "app-layout";
const SUPER_ADMIN_ROUTE_ID = "super-admin";

export const routes: RouteObject[] = [
  {
    // The error page loads beside the first page (every navigation matches this route),
    // so the entry chunk does not carry it.
    lazy: () => import("../features/errors/route-error-page").then((m) => ({ ErrorBoundary: m.RouteErrorPage })),
    // Nothing to show while the first page's code loads (index.html is blank until then).
    HydrateFallback: () => null,
    children: [
      { path: paths.home, lazy: () => import("../features/landing/landing-page") },
      {
        lazy: () => import("./query-root"),
        children: [
          { path: paths.auth, lazy: () => import("../features/auth/auth-page") },
          {
            lazy: () => import("./layouts/public-layout").then((m) => ({ Component: m.PublicLayout })),
            children: [
              { path: paths.terms, lazy: () => import("../features/legal/terms-page") },
              { path: paths.privacy, lazy: () => import("../features/legal/privacy-page") },
              { path: paths.designSystem, lazy: () => import("../features/design-system/design-system-page") },
              { path: paths.devOutbox, lazy: () => import("../features/dev/outbox-page") },
            ],
          },
          {
            // /contact keeps the app shell for a signed-in member.
            lazy: () => import("./layouts/session-layout").then((m) => ({ Component: m.SessionLayout })),
            children: [{ path: paths.contact, lazy: () => import("../features/contact/contact-page") }],
          },
          {
            lazy: () => import("./guards/require-auth").then((m) => ({ Component: m.RequireAuth })),
            children: [
              { path: paths.onboarding, lazy: () => import("../features/onboarding/onboarding-page") },
              {
                lazy: () => import("./guards/require-account").then((m) => ({ Component: m.RequireAccount })),
                children: [
                  {
                    // The super admin area's routes join this one's children on the way to /admin.
                    id: APP_LAYOUT_ID,
                    lazy: () => import("./layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
                    children: [
                      { path: paths.signature, lazy: () => import("./signature-route") },
                      { path: paths.profile, lazy: () => import("../features/profiles/profile-page") },
                      { path: paths.settings, lazy: () => import("../features/settings/settings-page") },
                      { path: paths.guide, lazy: () => import("../features/guide/guide-page") },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireAdmin })),
                        children: [
                          { path: paths.users, lazy: () => import("./pages/users-page") },
                          { path: paths.campaigns, lazy: () => import("../features/campaigns/campaigns-page") },
                          { path: paths.templates, lazy: () => import("./pages/templates-page") },
                          { path: paths.templateEditor(":templateId"), lazy: () => import("./pages/template-editor-page") },
                          { path: paths.companySettings, lazy: () => import("./pages/company-settings-page") },
                          { path: paths.statistics, lazy: () => import("../features/statistics/statistics-page") },
                        ],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      { path: "*", lazy: () => import("../features/errors/not-found-page") },
    ],
  },
];

const inSuperAdminArea = (path: string) => path === paths.admin || path.startsWith(`${paths.admin}/`);

// Called for a path that matches no route, or matches one with parameters ("*" or an id):
// before /admin, loads the super admin routes. Once they are in, it returns at once, so a
// navigation to /admin/accounts/{id} waits for nothing more than it would without this.
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, matches, patch }) => {
  if (!inSuperAdminArea(path) || matches.some((m) => m.route.id === SUPER_ADMIN_ROUTE_ID)) return;
  const { superAdminRoute } = await import("./super-admin-routes");
  patch(APP_LAYOUT_ID, [{ ...superAdminRoute, id: SUPER_ADMIN_ROUTE_ID }]);
};

export const createAppRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation });
