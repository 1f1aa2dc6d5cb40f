// Resend (new link, new expiry), revoke and edit (role, department, office) an invitation
// from the team table.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { UpdateInvitationInput } from "../../../../shared/members/team-schema";

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

export const useUpdateInvitation = (id: string) =>
  useApiMutation("invitation.change", {
    mutationFn: (input: UpdateInvitationInput) => call(api.invitations[":id"].$put({ param: { id }, json: input })),
    retry: false,
  });
