// POST /api/templates/{id}/duplicate: a copy named "Copy of …".
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useDuplicateTemplate() {
  return useApiMutation("templates.change", {
    mutationFn: async (id: string) => (await call(api.templates[":id"].duplicate.$post({ param: { id } }))).template,
  });
}
