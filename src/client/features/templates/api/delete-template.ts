// DELETE /api/templates/{id}: never the default; its departments fall back to the default.
import { api, call } from "../../../lib/api-client";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useDeleteTemplate() {
  return useApiMutation("templates.change", {
    mutationFn: async (id: string) => call(api.templates[":id"].$delete({ param: { id } })),
  });
}
