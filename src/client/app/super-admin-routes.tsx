// The super admin area's routes, patched into the app layout on the first navigation to
// /admin (router.tsx, patchRoutesOnNavigation): the first page's entry chunk then carries
// neither these routes nor the preload lists of their chunks (decision 022).
import type { RouteObject } from "react-router";
import { paths } from "../lib/paths";

export const superAdminRoute: RouteObject = {
  lazy: () => import("./guards/require-role").then((m) => ({ Component: m.RequireSuperAdmin })),
  children: [
    {
      path: paths.admin,
      lazy: () => import("./layouts/super-admin-layout").then((m) => ({ Component: m.SuperAdminLayout })),
      children: [
        { index: true, lazy: () => import("../features/admin/dashboard-page") },
        { path: paths.adminAccounts, lazy: () => import("../features/admin/accounts-page") },
        { path: paths.adminAccount(":accountId"), lazy: () => import("../features/admin/account-page") },
        { path: paths.adminTemplates, lazy: () => import("../features/gallery/gallery-page") },
        { path: paths.adminGalleryTemplate(":templateId"), lazy: () => import("./pages/gallery-template-editor-page") },
        { path: paths.adminUsers, lazy: () => import("../features/admin/users-page") },
        { path: paths.adminUser(":userId"), lazy: () => import("../features/admin/user-page") },
        { path: paths.adminSettings, lazy: () => import("../features/admin/settings-page") },
      ],
    },
  ],
};
