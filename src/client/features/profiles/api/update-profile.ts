import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { ProfileInput } from "../../../../shared/profiles/profile-schema";
import type { Profile } from "./get-profile";
import { profileKeys, refreshAfterProfileChange } from "./profile-keys";

export async function updateProfile(input: ProfileInput): Promise<Profile> {
  const { profile } = await api<{ profile: Profile }>("/api/profile", { method: "PUT", body: input });
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
