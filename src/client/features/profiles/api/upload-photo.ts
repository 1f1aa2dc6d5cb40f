import { api, call } from "../../../lib/api-client";
import { useProfileMutation } from "./profile-mutation";

export async function uploadPhoto(file: File) {
  const body = new FormData();
  body.append("file", file);
  // Multipart: the browser sets the content type with its boundary.
  return (await call(api.profile.photo.$post({}, { init: { body } }))).profile;
}

export const useUploadPhoto = () => useProfileMutation("profile.photo", uploadPhoto);
