// PUT /api/templates/{id}/departments: the full list of departments that use the template.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useAssignDepartments() {
  return useApiMutation("templates.change", {
    mutationFn: async ({ id, departmentIds }: { id: string; departmentIds: string[] }) =>
      (await call(api.templates[":id"].departments.$put({ param: { id }, json: { departmentIds } }))).template,
  });
}
