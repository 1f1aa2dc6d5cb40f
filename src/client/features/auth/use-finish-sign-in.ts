// After a successful sign-in or sign-up: drop any cached data of a previous user, load
// the new user, then go to the page the guard remembered (or /signature).
import { useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate } from "react-router";
import { meQueryKey } from "../../lib/session";
import { targetAfterAuth } from "./auth-mode";

export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return async () => {
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
    await queryClient.refetchQueries({ queryKey: meQueryKey });
    navigate(targetAfterAuth(location.state), { replace: true });
  };
}
