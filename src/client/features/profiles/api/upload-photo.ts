import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import type { Profile } from "./get-profile";
import { profileKeys, refreshAfterProfileChange } from "./profile-keys";

export async function uploadPhoto(file: File): Promise<Profile> {
  const body = new FormData();
  body.append("file", file);
  const { profile } = await api<{ profile: Profile }>("/api/profile/photo", { method: "POST", body });
  return profile;
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    // An upload is not repeated on failure: the same file would fail the same way.
    retry: false,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.profile, profile);
      await refreshAfterProfileChange(queryClient);
    },
  });
}
