// Departments with member counts and templates; add, rename, delete.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { companyKeys, refreshAfterTeamStructureChange } from "./company-keys";

const fetchDepartments = () => call(api.departments.summary.$get());
export type DepartmentsSummary = Awaited<ReturnType<typeof fetchDepartments>>;
export type DepartmentRow = DepartmentsSummary["departments"][number];

export function useDepartmentSummaries() {
  return useQuery({ queryKey: companyKeys.departments, queryFn: fetchDepartments });
}

function useDepartmentMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, retry: false, onSuccess: () => refreshAfterTeamStructureChange(queryClient) });
}

export const useCreateDepartment = () => useDepartmentMutation((name: string) => call(api.departments.$post({ json: { name } })));
export const useRenameDepartment = () =>
  useDepartmentMutation(({ id, name }: { id: string; name: string }) =>
    call(api.departments[":id"].$put({ param: { id }, json: { name } })),
  );
export const useDeleteDepartment = () => useDepartmentMutation((id: string) => call(api.departments[":id"].$delete({ param: { id } })));
