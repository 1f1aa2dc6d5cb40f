import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { profileKeys, refreshAfterProfileChange } from "./profile-keys";

export async function uploadPhoto(file: File) {
  const body = new FormData();
  body.append("file", file);
  // Multipart: the browser sets the content type with its boundary.
  const { profile } = await call(api.profile.photo.$post({}, { init: { body } }));
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
