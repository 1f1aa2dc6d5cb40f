// PUT /api/templates/{id}/departments: the full list of departments that use the template.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTemplates } from "./template-keys";

export function useAssignDepartments() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, departmentIds }: { id: string; departmentIds: string[] }) =>
      (await call(api.templates[":id"].departments.$put({ param: { id }, json: { departmentIds } }))).template,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
