// Resend (new link, new expiry) and revoke an invitation from the team table.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export const useResendInvitation = () =>
  useApiMutation("invitation.change", {
    mutationFn: (id: string) => call(api.invitations[":id"].resend.$post({ param: { id } })),
    retry: false,
  });

export const useRevokeInvitation = () =>
  useApiMutation("invitation.change", {
    mutationFn: (id: string) => call(api.invitations[":id"].revoke.$post({ param: { id } })),
    retry: false,
  });
