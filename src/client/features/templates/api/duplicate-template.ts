// POST /api/templates/{id}/duplicate: a copy named "Copy of …".
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTemplates } from "./template-keys";

export function useDuplicateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api.templates[":id"].duplicate.$post({ param: { id } }))).template,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
