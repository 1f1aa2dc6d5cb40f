// POST /api/templates: blank, or a copy of a gallery template.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import type { CreateTemplateInput } from "../../../../shared/templates/template-schema";
import { refreshTemplates } from "./template-keys";

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateTemplateInput) => (await call(api.templates.$post({ json: input }))).template,
    onSuccess: () => refreshTemplates(queryClient),
  });
}
