// POST /api/templates/{id}/default: members without a department template get it at once.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { refreshTemplates } from "./template-keys";

export function useSetDefaultTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await call(api.templates[":id"].default.$post({ param: { id } }))).template,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
