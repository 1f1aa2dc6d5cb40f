import { api, call } from "../../../lib/api-client";
import { useProfileMutation } from "./profile-mutation";
import { profileOf } from "../../../lib/resources/members";

export async function removePhoto() {
  return profileOf(await call(api.profile.photo.$delete()));
}

export const useRemovePhoto = () => useProfileMutation("profile.photo", removePhoto);
