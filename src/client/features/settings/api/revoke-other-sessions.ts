import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function revokeOtherSessions() {
  return call(api["account-settings"].sessions["revoke-others"].$post());
}

export function useRevokeOtherSessions() {
  return useApiMutation("sessions.revokeOthers", { mutationFn: revokeOtherSessions });
}
