import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Profile } from "./get-profile";
import { profileKeys, refreshAfterProfileChange } from "./profile-keys";

export async function removePhoto(): Promise<Profile> {
  const { profile } = await api<{ profile: Profile }>("/api/profile/photo", { method: "DELETE" });
  return profile;
}

export function useRemovePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePhoto,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      await refreshAfterProfileChange(queryClient);
    },
  });
}
