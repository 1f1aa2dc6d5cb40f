import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { sessionsKey } from "./get-sessions";

export function revokeOtherSessions() {
  return api<{ ok: true }>("/api/account-settings/sessions/revoke-others", { method: "POST", body: {} });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }) });
}
