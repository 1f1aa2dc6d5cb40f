import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";

// The same cache entry as the profile form's picker (["departments"]).
export function useTeamDepartments() {
  return useQuery({ queryKey: ["departments"], queryFn: async () => (await call(api.departments.$get())).departments });
}
