// What an admin changes on a member: details, role, removal. Each refreshes the list.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { UpdateMemberInput } from "../../../../shared/members/team-schema";
import type { Role } from "../../../../shared/permissions";
import { refreshTeam } from "./team-keys";

export function useUpdateMember(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMemberInput) => call(api.team.members[":userId"].$put({ param: { userId }, json: input })),
    onSuccess: () => refreshTeam(queryClient),
  });
}

export function useChangeRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => call(api.team.members[":userId"].role.$put({ param: { userId }, json: { role } })),
    // A refused change (the last admin) is not worth repeating.
    retry: false,
    onSuccess: () => refreshTeam(queryClient),
  });
}

export function useRemoveMember(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(api.team.members[":userId"].$delete({ param: { userId } })),
    retry: false,
    onSuccess: () => refreshTeam(queryClient),
  });
}
