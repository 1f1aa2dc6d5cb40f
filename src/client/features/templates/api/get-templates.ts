import { useQuery } from "@tanstack/react-query";
import { templatesQuery } from "../../../lib/resources/templates";

export type { TemplateSummary } from "../../../lib/resources/templates";

export function useTemplates() {
  return useQuery(templatesQuery());
}
