import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { sessionsKey } from "./get-sessions";

export function revokeOtherSessions() {
  return call(api["account-settings"].sessions["revoke-others"].$post());
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}
