import { api, call } from "../../../lib/api-client";
import type { ProfileInput } from "../../../../shared/profiles/profile-schema";
import { useProfileMutation } from "./profile-mutation";

export async function updateProfile(input: ProfileInput) {
  return (await call(api.profile.$put({ json: input }))).profile;
}

export const useUpdateProfile = () => useProfileMutation("profile.update", updateProfile);
