// Pages that need a company account: users without one finish onboarding first, and
// accounts pending activation or suspended see their blocking screen.
import { Navigate, Outlet } from "react-router";
import { useSession } from "../../lib/session";
import { BlockedAccountScreen } from "./blocked-account-screen";
import { paths } from "../../lib/paths";

export function RequireAccount() {
  const { me, hasAccount } = useSession();
  if (!me) return null;
  if (!hasAccount) return <Navigate to={paths.onboarding} replace />;
  const status = me.account?.status;
  if (status === "pending_activation" || status === "suspended") {
    return <BlockedAccountScreen status={status} supportEmail={me.supportEmail} reason={me.account?.suspensionReason ?? null} />;
  }
  return <Outlet />;
}
