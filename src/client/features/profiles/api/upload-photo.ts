import { api, call } from "../../../lib/api-client";
import { useProfileMutation } from "./profile-mutation";
import { profileOf } from "../../../lib/resources/members";

export async function uploadPhoto(file: File) {
  const body = new FormData();
  body.append("file", file);
  // Multipart: the browser sets the content type with its boundary.
  return profileOf(await call(api.profile.photo.$post({}, { init: { body } })));
}

export const useUploadPhoto = () => useProfileMutation("profile.photo", uploadPhoto);
