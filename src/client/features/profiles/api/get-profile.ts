import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

export type Profile = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  jobTitle: string | null;
  personalPhone: string | null;
  officeId: string | null;
  departmentId: string | null;
  linkedinUrl: string | null;
  photoUrl: string | null;
};

export async function fetchProfile(): Promise<Profile> {
  const { profile } = await api<{ profile: Profile }>("/api/profile");
  return profile;
}

export function useProfile() {
  return useQuery({ queryKey: profileKeys.profile, queryFn: fetchProfile });
}
