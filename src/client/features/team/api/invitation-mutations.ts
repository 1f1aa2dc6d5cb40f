// Resend (new link, new expiry) and revoke an invitation from the team table.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTeam } from "./team-keys";
import { refreshEmailBudget } from "./get-email-budget";

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.invitations[":id"].resend.$post({ param: { id } })),
    retry: false,
    onSuccess: () => Promise.all([refreshTeam(queryClient), refreshEmailBudget(queryClient)]),
  });
}

export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.invitations[":id"].revoke.$post({ param: { id } })),
    retry: false,
    onSuccess: () => refreshTeam(queryClient),
  });
}
