// The email-client check of the draft, refreshed on every change: one request per pause in
// typing (debounced), the previous answer kept on screen while the next one is on its way.
import { useQuery } from "@tanstack/react-query";
import { TEMPLATE_LIMITS } from "../../../../../../shared/templates/template-schema";
import { useDebounced } from "../../../../../lib/use-debounced";
import type { TemplateEditorSource } from "../template-editor-source";

export const CHECK_DEBOUNCE_MS = 600;

export function useTemplateCheck(source: TemplateEditorSource, html: string) {
  const settled = useDebounced(html, CHECK_DEBOUNCE_MS);
  const checkable = settled.trim() !== "" && settled.length <= TEMPLATE_LIMITS.html;
  const query = useQuery({
    ...source.check(settled),
    enabled: checkable,
    placeholderData: (previous) => previous,
  });
  return { ...query, isStale: settled !== html || query.isFetching, checkable, settled };
}
