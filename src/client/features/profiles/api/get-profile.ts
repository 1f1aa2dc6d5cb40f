import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../../../lib/resources/members";

export type { Profile } from "../../../lib/resources/members";

export function useProfile() {
  return useQuery(profileQuery());
}
