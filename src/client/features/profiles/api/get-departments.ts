import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { profileKeys } from "./profile-keys";

export type Department = { id: string; name: string };

export async function fetchDepartments(): Promise<Department[]> {
  const { departments } = await api<{ departments: Department[] }>("/api/departments");
  return departments;
}

export function useDepartments() {
  return useQuery({ queryKey: profileKeys.departments, queryFn: fetchDepartments });
}
