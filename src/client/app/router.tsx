// Every route of spec 2, with its guard. Pages load lazily so each page ships only its code;
// guards and the query cache (query-root) load with the first page that needs them, so
// the landing page's first load carries neither (decision 010).
import { createBrowserRouter, type RouteObject } from "react-router";
import { RouteErrorPage } from "../features/errors/route-error-page";
import type { PlannedKey } from "../features/planned/planned-routes";

const plannedPage = (key: PlannedKey) => () =>
  import("../features/planned/planned-routes").then((m) => ({ Component: m.plannedComponent(key) }));
const planned = (path: string, key: PlannedKey): RouteObject => ({ path, lazy: plannedPage(key) });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: "/", lazy: () => import("../features/landing/landing-page") },
      {
        lazy: () => import("./query-root"),
        children: [
          { path: "/auth", lazy: () => import("../features/auth/auth-page") },
          {
            lazy: () => import("./layouts/public-layout").then((m) => ({ Component: m.PublicLayout })),
            children: [
              { path: "/terms", lazy: () => import("../features/legal/terms-page") },
              { path: "/privacy", lazy: () => import("../features/legal/privacy-page") },
              { path: "/contact", lazy: () => import("../features/contact/contact-page") },
              { path: "/design-system", lazy: () => import("../features/design-system/design-system-page") },
              { path: "/dev/outbox", lazy: () => import("../features/dev/outbox-page") },
            ],
          },
          {
            lazy: () => import("./guards/require-auth").then((m) => ({ Component: m.RequireAuth })),
            children: [
              { path: "/onboarding", lazy: () => import("../features/onboarding/onboarding-page") },
              {
                lazy: () => import("./guards/require-account").then((m) => ({ Component: m.RequireAccount })),
                children: [
                  {
                    lazy: () => import("./layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
                    children: [
                      { path: "/signature", lazy: () => import("../features/signatures/signature-page") },
                      { path: "/profile", lazy: () => import("../features/profiles/profile-page") },
                      { path: "/settings", lazy: () => import("../features/settings/settings-page") },
                      { path: "/guide", lazy: () => import("../features/guide/guide-page") },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireAdmin })),
                        children: [
                          planned("/users", "users"),
                          planned("/campaigns", "campaigns"),
                          planned("/templates", "templates"),
                          planned("/company-settings", "companySettings"),
                          planned("/statistics", "statistics"),
                        ],
                      },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireSuperAdmin })),
                        children: [
                          {
                            path: "/admin",
                            lazy: () => import("./layouts/super-admin-layout").then((m) => ({ Component: m.SuperAdminLayout })),
                            children: [
                              { index: true, lazy: plannedPage("adminDashboard") },
                              { path: "accounts", lazy: () => import("../features/admin/accounts-page") },
                              planned("accounts/:accountId", "adminAccount"),
                              planned("templates", "adminTemplates"),
                              planned("users", "adminUsers"),
                              planned("users/:userId", "adminUser"),
                              planned("settings", "adminSettings"),
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
