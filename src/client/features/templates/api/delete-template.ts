// DELETE /api/templates/{id}: never the default; its departments fall back to the default.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTemplates } from "./template-keys";

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => call(api.templates[":id"].$delete({ param: { id } })),
    onSuccess: () => refreshTemplates(queryClient),
  });
}
