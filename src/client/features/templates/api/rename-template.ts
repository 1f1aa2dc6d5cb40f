// PATCH /api/templates/{id}: rename.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useRenameTemplate() {
  return useApiMutation("templates.change", {
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await call(api.templates[":id"].$patch({ param: { id }, json: { name } }))).template,
  });
}
