import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { ChangeOwnPassword } from "../../../../shared/settings/settings-schema";
import { sessionsKey } from "./get-sessions";

export function changePassword(input: ChangeOwnPassword) {
  return call(api["account-settings"].password.$post({ json: input }));
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    // A wrong current password must not be tried twice.
    retry: false,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
