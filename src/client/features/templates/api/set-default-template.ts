// POST /api/templates/{id}/default: members without a department template get it at once.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useSetDefaultTemplate() {
  return useApiMutation("templates.change", {
    mutationFn: async (id: string) => (await call(api.templates[":id"].default.$post({ param: { id } }))).template,
  });
}
