import { api, call } from "../../../lib/api-client";
import { profileOf } from "../../../lib/resources/members";
import type { ProfileUpdateInput } from "../../../../shared/profiles/profile-schema";
import { useProfileMutation } from "./profile-mutation";

export async function updateProfile(input: ProfileUpdateInput) {
  return profileOf(await call(api.profile.$put({ json: input })));
}

export const useUpdateProfile = () => useProfileMutation("profile.update", updateProfile);
