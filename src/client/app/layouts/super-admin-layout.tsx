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
      <nav aria-label="Super admin" className="mt-2 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
        {tabs.map((tab) => (
          <Link
            key={tab.to}
            to={tab.to}
            aria-current={isActive(tab.to) ? "page" : undefined}
            className={cn(
              "-mb-px whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
              isActive(tab.to) ? "border-brand-600 text-brand-700" : "border-transparent text-slate-500 hover:text-slate-900",
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
