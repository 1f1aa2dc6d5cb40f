// Every route of spec 2, with its guard. Pages load lazily so each page ships only its code.
import { createBrowserRouter, type RouteObject } from "react-router";
import { RequireAuth } from "./guards/require-auth";
import { RequireAccount } from "./guards/require-account";
import { RequireAdmin, RequireSuperAdmin } from "./guards/require-role";
import { RouteErrorPage } from "../features/errors/route-error-page";
import { plannedComponent, type PlannedKey } from "../features/planned/planned-routes";
import { paths } from "../lib/paths";

const planned = (path: string, key: PlannedKey): RouteObject => ({ path, Component: plannedComponent(key) });

export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { path: paths.home, lazy: () => import("../features/landing/landing-page") },
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
        Component: RequireAuth,
        children: [
          { path: paths.onboarding, lazy: () => import("../features/onboarding/onboarding-page") },
          {
            Component: RequireAccount,
            children: [
              {
                lazy: () => import("./layouts/app-layout").then((m) => ({ Component: m.AppLayout })),
                children: [
                  { path: paths.signature, lazy: () => import("../features/signatures/signature-page") },
                  { path: paths.profile, lazy: () => import("../features/profiles/profile-page") },
                  { path: paths.settings, lazy: () => import("../features/settings/settings-page") },
                  { path: paths.guide, lazy: () => import("../features/guide/guide-page") },
                  {
                    Component: RequireAdmin,
                    children: [
                      planned(paths.users, "users"),
                      planned(paths.campaigns, "campaigns"),
                      planned(paths.templates, "templates"),
                      planned(paths.companySettings, "companySettings"),
                      planned(paths.statistics, "statistics"),
                    ],
                  },
                  {
                    Component: RequireSuperAdmin,
                    children: [
                      {
                        path: paths.admin,
                        lazy: () => import("./layouts/super-admin-layout").then((m) => ({ Component: m.SuperAdminLayout })),
                        children: [
                          { index: true, Component: plannedComponent("adminDashboard") },
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
      { path: "*", lazy: () => import("../features/errors/not-found-page") },
    ],
  },
];

export const router = createBrowserRouter(routes);
