// The team table's bulk actions: one request for all the ticked rows, all or none.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import type { TeamMembersBulkInput } from "../../../../shared/members/team-schema";

export const useUpdateMembers = () =>
  useApiMutation("team.member", {
    mutationFn: (input: TeamMembersBulkInput) => call(api.team.members.bulk.$post({ json: input })),
    retry: false,
  });

export const useResendInvitations = () =>
  useApiMutation("invitation.change", {
    mutationFn: (ids: string[]) => call(api.team.invitations.resend.$post({ json: { ids } })),
    retry: false,
  });

export const useRevokeInvitations = () =>
  useApiMutation("invitation.change", {
    mutationFn: (ids: string[]) => call(api.team.invitations.revoke.$post({ json: { ids } })),
    retry: false,
  });
