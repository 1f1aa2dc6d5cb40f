// Departments with member counts and templates; add, rename, delete.
import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { departmentSummaryQuery, type DepartmentsSummary } from "../../../lib/resources/account";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export type { DepartmentsSummary };
export type DepartmentRow = DepartmentsSummary["departments"][number];

export function useDepartmentSummaries() {
  return useQuery(departmentSummaryQuery());
}

const useDepartmentMutation = <I, O>(mutationFn: (input: I) => Promise<O>) =>
  useApiMutation("departments.change", { mutationFn, retry: false });

export const useCreateDepartment = () => useDepartmentMutation((name: string) => call(api.departments.$post({ json: { name } })));
export const useRenameDepartment = () =>
  useDepartmentMutation(({ id, name }: { id: string; name: string }) =>
    call(api.departments[":id"].$put({ param: { id }, json: { name } })),
  );
export const useDeleteDepartment = () => useDepartmentMutation((id: string) => call(api.departments[":id"].$delete({ param: { id } })));
