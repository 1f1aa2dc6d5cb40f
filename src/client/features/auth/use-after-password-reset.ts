// A reset revokes every session of the user, this browser's included: forget the
// signed-in state, tell the user, and show sign-in with their email filled in.
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { meQueryKey } from "../../lib/session";
import { setLogUser } from "../../lib/logger";
import { showSuccess } from "../../components/ui/toaster";
import { TOASTS } from "../../../shared/messages";
import { authUrl } from "./auth-mode";

export function useAfterPasswordReset() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return (email?: string) => {
    setLogUser(null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    queryClient.setQueryData(meQueryKey, null);
    showSuccess("You can now sign in with your new password.", TOASTS.passwordResetSuccessful);
    navigate(authUrl("signin", email), { replace: true, state: location.state });
  };
}
