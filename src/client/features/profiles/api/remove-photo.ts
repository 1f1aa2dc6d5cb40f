import { api, call } from "../../../lib/api-client";
import { useProfileMutation } from "./profile-mutation";

export async function removePhoto() {
  return (await call(api.profile.photo.$delete())).profile;
}

export const useRemovePhoto = () => useProfileMutation("profile.photo", removePhoto);
