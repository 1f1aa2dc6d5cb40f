// PATCH /api/templates/{id}: rename.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTemplates } from "./template-keys";

export function useRenameTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) =>
      (await call(api.templates[":id"].$patch({ param: { id }, json: { name } }))).template,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
