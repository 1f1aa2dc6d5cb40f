import { useQuery } from "@tanstack/react-query";
import { api, call } from "../../../lib/api-client";
import { templateKeys } from "./template-keys";

export async function fetchTemplates() {
  const { templates } = await call(api.templates.$get());
  return templates;
}

export type TemplateSummary = Awaited<ReturnType<typeof fetchTemplates>>[number];

export function useTemplates() {
  return useQuery({ queryKey: templateKeys.list, queryFn: fetchTemplates });
}
