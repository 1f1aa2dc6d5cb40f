// The super admin area's own navigation. Who may see it is decided by the guards around
// it in the router (RequireAuth, RequireSuperAdmin), not here again.
import { Link, Outlet, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { paths } from "../../lib/paths";

const tabs = [
  { label: "Dashboard", to: paths.admin },
  { label: "Accounts", to: paths.adminAccounts },
  { label: "Users", to: paths.adminUsers },
  { label: "Templates", to: paths.adminTemplates },
  { label: "Settings", to: paths.adminSettings },
];

export function SuperAdminLayout() {
  const { pathname } = useLocation();
  const isActive = (to: string) => (to === paths.admin ? pathname === paths.admin : pathname === to || pathname.startsWith(`${to}/`));
  return (
    <div>
      <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">Super Admin Panel</p>
      {/* Phones: the tabs wrap as pills, all in view; from sm up, underlined tabs in one row. */}
      <nav
        aria-label="Super admin"
        className="mt-2 mb-6 flex flex-wrap gap-1 sm:flex-nowrap sm:overflow-x-auto sm:border-b sm:border-slate-200"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={isActive(tab.to) ? "page" : undefined}
            className={cn(
              "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap sm:-mb-px sm:rounded-none sm:border-b-2",
              isActive(tab.to)
                ? "bg-brand-50 text-brand-700 sm:border-brand-600 sm:bg-transparent"
                : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 sm:border-transparent sm:hover:bg-transparent",
            )}
          >
            {tab.label}
          </Link>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
