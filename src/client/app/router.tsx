// Every route of spec 2, with its guard. Pages load lazily so each page ships only its code;
// guards, the error page and the query cache (query-root) load with the first page that
// needs them, so the landing page's first load carries none of them (decision 010).
import { createBrowserRouter, type RouteObject } from "react-router";
import type { PlannedKey } from "../features/planned/planned-routes";
import { paths } from "../lib/paths";

const plannedPage = (key: PlannedKey) => () =>
  import("../features/planned/planned-routes").then((m) => ({ Component: m.plannedComponent(key) }));
const planned = (path: string, key: PlannedKey): RouteObject => ({ path, lazy: plannedPage(key) });

export const routes: RouteObject[] = [
  {
    // The error page loads beside the first page (every navigation matches this route),
    // so the entry chunk does not carry it.
    lazy: () => import("../features/errors/route-error-page").then((m) => ({ ErrorBoundary: m.RouteErrorPage })),
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
              { path: paths.contact, lazy: () => import("../features/contact/contact-page") },
              { path: paths.designSystem, lazy: () => import("../features/design-system/design-system-page") },
              { path: paths.devOutbox, lazy: () => import("../features/dev/outbox-page") },
            ],
          },
          {
            lazy: () => import("./guards/require-auth").then((m) => ({ Component: m.RequireAuth })),
            children: [
              { path: paths.onboarding, lazy: () => import("../features/onboarding/onboarding-page") },
              {
                lazy: () => import("./guards/require-account").then((m) => ({ Component: m.RequireAccount })),
                children: [
                  {
                    lazy: () => import("./layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
                    children: [
                      { path: paths.signature, lazy: () => import("../features/signatures/signature-page") },
                      { path: paths.profile, lazy: () => import("../features/profiles/profile-page") },
                      { path: paths.settings, lazy: () => import("../features/settings/settings-page") },
                      { path: paths.guide, lazy: () => import("../features/guide/guide-page") },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireAdmin })),
                        children: [
                          planned(paths.users, "users"),
                          planned(paths.campaigns, "campaigns"),
                          { path: paths.templates, lazy: () => import("./pages/templates-page") },
                          planned(paths.companySettings, "companySettings"),
                          planned(paths.statistics, "statistics"),
                        ],
                      },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireSuperAdmin })),
                        children: [
                          {
                            path: paths.admin,
                            lazy: () => import("./layouts/super-admin-layout").then((m) => ({ Component: m.SuperAdminLayout })),
                            children: [
                              { index: true, lazy: plannedPage("adminDashboard") },
                              { path: paths.adminAccounts, lazy: () => import("../features/admin/accounts-page") },
                              planned(paths.adminAccount(":accountId"), "adminAccount"),
                              planned(paths.adminTemplates, "adminTemplates"),
                              planned(paths.adminUsers, "adminUsers"),
                              planned(paths.adminUser(":userId"), "adminUser"),
                              planned(paths.adminSettings, "adminSettings"),
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
        ],
      },
      { path: "*", lazy: () => import("../features/errors/not-found-page") },
    ],
  },
];

export const router = createBrowserRouter(routes);
