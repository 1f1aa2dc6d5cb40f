import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { ProfileInput } from "../../../../shared/profiles/profile-schema";
import { profileKeys, refreshAfterProfileChange } from "./profile-keys";

export async function updateProfile(input: ProfileInput) {
  const { profile } = await call(api.profile.$put({ json: input }));
  return profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      await refreshAfterProfileChange(queryClient);
    },
  });
}
