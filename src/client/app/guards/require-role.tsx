// Admin-only and super-admin-only pages: anyone else goes to /signature.
import { Navigate, Outlet } from "react-router";
import { roleFlagsOf, useSession } from "../../lib/session";
import { paths } from "../../lib/paths";

export function RequireAdmin() {
  const { me } = useSession();
  return roleFlagsOf(me).isAdmin ? <Outlet /> : <Navigate to={paths.signature} replace />;
}

export function RequireSuperAdmin() {
  const { me } = useSession();
  return roleFlagsOf(me).isSuperAdmin ? <Outlet /> : <Navigate to={paths.signature} replace />;
}
