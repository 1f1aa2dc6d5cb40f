import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { deploymentKeys } from "./deployment-keys";

export async function fetchDepartments() {
  const { departments } = await call(api.departments.$get());
  return departments;
}

export function useDepartments() {
  return useQuery({ queryKey: deploymentKeys.departments, queryFn: fetchDepartments });
}
