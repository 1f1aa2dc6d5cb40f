// The super admin area: its own navigation, and its own role check (spec 2): a signed-in
// user without the super_admin role goes to /, a signed-out one to /auth.
import { Link, Navigate, Outlet, useLocation } from "react-router";
import { cn } from "../../lib/cn";
import { useSession } from "../../lib/session";

const tabs = [
  { label: "Dashboard", to: "/admin" },
  { label: "Accounts", to: "/admin/accounts" },
  { label: "Users", to: "/admin/users" },
  { label: "Templates", to: "/admin/templates" },
  { label: "Settings", to: "/admin/settings" },
];

export function SuperAdminLayout() {
  const { status, me } = useSession();
  const { pathname } = useLocation();
  if (status === "unauthenticated") return <Navigate to="/auth" replace />;
  if (me?.membership?.role !== "super_admin") return <Navigate to="/" replace />;
  const isActive = (to: string) => (to === "/admin" ? pathname === "/admin" : pathname === to || pathname.startsWith(`${to}/`));
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
