// POST /api/templates: blank, or a copy of a gallery template.
import { api, call } from "../../../lib/api-client";
import type { CreateTemplateInput } from "../../../../shared/templates/template-schema";
import { useApiMutation } from "../../../lib/resources/use-api-mutation";

export function useCreateTemplate() {
  return useApiMutation("templates.change", {
    mutationFn: async (input: CreateTemplateInput) => (await call(api.templates.$post({ json: input }))).template,
  });
}
