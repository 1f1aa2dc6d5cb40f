import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

export async function fetchProfile() {
  const { profile } = await call(api.profile.$get());
  return profile;
}

export type Profile = Awaited<ReturnType<typeof fetchProfile>>;

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
}
