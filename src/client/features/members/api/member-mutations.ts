// What an admin changes on a member: details, role, removal. Each refreshes the list.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";
import { pushMailboxNow } from "../../../lib/resources/mailbox";
import type { UpdateMemberInput } from "../../../../shared/members/team-schema";
import type { Role } from "../../../../shared/permissions";

export const useUpdateMember = (userId: string) =>
  useApiMutation("team.member", {
    mutationFn: (input: UpdateMemberInput) => call(api.team.members[":userId"].$put({ param: { userId }, json: input })),
  });

export const useChangeRole = (userId: string) =>
  useApiMutation("team.member", {
    mutationFn: (role: Role) => call(api.team.members[":userId"].role.$put({ param: { userId }, json: { role } })),
    // A refused change (the last admin) is not worth repeating.
    retry: false,
  });

export const useRemoveMember = (userId: string) =>
  useApiMutation("team.member", {
    mutationFn: () => call(api.team.members[":userId"].$delete({ param: { userId } })),
    retry: false,
  });

/** "Invite to sign in": a synced member with no password gets an invitation email. */
export const useInviteToSignIn = (userId: string) =>
  useApiMutation("team.signInInvitation", {
    mutationFn: () => call(api.team.members[":userId"]["sign-in-invitation"].$post({ param: { userId } })),
    retry: false,
  });

/** "Push now": the member's signature into Gmail, even when Gmail already got this version. */
export const usePushMailboxNow = (userId: string) =>
  useApiMutation("mailbox.push", {
    mutationFn: () => pushMailboxNow(userId),
    retry: false,
  });
