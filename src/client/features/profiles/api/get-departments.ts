import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

export async function fetchDepartments() {
  const { departments } = await call(api.departments.$get());
  return departments;
}

export type Department = Awaited<ReturnType<typeof fetchDepartments>>[number];

export function useDepartments() {
  return useQuery({ queryKey: profileKeys.departments, queryFn: fetchDepartments });
}
