// The account's departments, for assigning templates (GET /api/departments).
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { templateKeys } from "./template-keys";

export function useDepartments(enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.departments,
    queryFn: async () => (await call(api.departments.$get())).departments,
    enabled,
  });
}
