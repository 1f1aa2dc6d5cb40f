// The signed-in user as the client sees it: loading, then authenticated or unauthenticated.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "./api-client";
import { currentMeSnapshot, setMeSnapshot, type Me } from "./me";
import { meQuery } from "./resources/account";

export type { Me };
import { clientLog, setLogUser } from "./logger";
import { getRoleFlags, isRole, type RoleFlags } from "../../shared/permissions";
import { TOASTS } from "../../shared/messages";
import { showError, showSuccess } from "../components/ui/toaster";

export type AuthStatus = "loading" | "authenticated" | "unauthenticated";

export const meQueryKey = meQuery().queryKey;

export function useSession(): { status: AuthStatus; me: Me | null; hasAccount: boolean } {
  const query = useQuery({
    ...meQuery(),
    // What the landing page already learnt shows at once; it is checked again right away.
    initialData: currentMeSnapshot,
    initialDataUpdatedAt: 0,
  });
  if (query.isPending) return { status: "loading", me: null, hasAccount: false };
  const me = query.data ?? null;
  // A user has an account only when both the membership and its account exist.
  return { status: me ? "authenticated" : "unauthenticated", me, hasAccount: Boolean(me?.membership && me.account) };
}

// Role flags come from the membership record; a failed check is logged and grants nothing.
export function roleFlagsOf(me: Me | null): RoleFlags {
  const role = me?.membership?.role;
  if (me?.membership && !isRole(role)) {
    clientLog.error("Role check failed", { role });
    return { isAdmin: false, isSuperAdmin: false };
  }
  return getRoleFlags(role);
}

export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: meQueryKey });
}

/** After the user or their company is deleted: the client forgets everything it cached. */
export function useForgetSession() {
  const queryClient = useQueryClient();
  return () => {
    setLogUser(null);
    queryClient.clear();
    queryClient.setQueryData(meQueryKey, null);
  };
}

// Sign-out clears user, profile, membership and account from the cache and says
// how it went in a toast. It answers whether it worked, so callers decide where to go.
export function useSignOut() {
  const queryClient = useQueryClient();
  return async (): Promise<boolean> => {
    try {
      await signOutSession();
    } catch (error) {
      clientLog.error("Sign-out failed", { error: String(error) });
      showError(TOASTS.signOutError);
      return false;
    }
    setLogUser(null);
    setMeSnapshot(null);
    // Keep the session entry (pages on screen observe it) and drop every other cached answer.
    queryClient.setQueryData(meQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    showSuccess(TOASTS.signOutSuccess);
    return true;
  };
}

// A failed sign-out is rethrown; useSignOut turns it into the error toast.
async function signOutSession() {
  await call(api.session["sign-out"].$post());
}
