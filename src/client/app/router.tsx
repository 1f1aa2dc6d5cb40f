// Every route of spec 2, with its guard. Pages load lazily so each page ships only its code;
// guards, the error page and the query cache (query-root) load with the first page that
// needs them, so the landing page's first load carries none of them (decision 010).
import { createBrowserRouter, type RouteObject } from "react-router";
import { paths } from "../lib/paths";

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
              { path: paths.designSystem, lazy: () => import("../features/design-system/design-system-page") },
              { path: paths.devOutbox, lazy: () => import("../features/dev/outbox-page") },
            ],
          },
          {
            // /contact keeps the app shell for a signed-in member (issue 15).
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
                          { path: paths.companySettings, lazy: () => import("../features/company-settings/company-settings-page") },
                          { path: paths.statistics, lazy: () => import("../features/statistics/statistics-page") },
                        ],
                      },
                      {
                        lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireSuperAdmin })),
                        children: [
                          {
                            path: paths.admin,
                            lazy: () => import("./layouts/super-admin-layout").then((m) => ({ Component: m.SuperAdminLayout })),
                            children: [
                              { index: true, lazy: () => import("../features/admin/dashboard-page") },
                              { path: paths.adminAccounts, lazy: () => import("../features/admin/accounts-page") },
                              { path: paths.adminAccount(":accountId"), lazy: () => import("../features/admin/account-page") },
                              { path: paths.adminTemplates, lazy: () => import("../features/admin/templates-page") },
                              { path: paths.adminUsers, lazy: () => import("../features/admin/users-page") },
                              { path: paths.adminUser(":userId"), lazy: () => import("../features/admin/user-page") },
                              { path: paths.adminSettings, lazy: () => import("../features/admin/settings-page") },
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
