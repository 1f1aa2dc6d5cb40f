// /admin/templates/{id}: the templates feature's editor on a gallery template (super admins).
import { useMemo } from "react";
import { useParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { TemplateEditorLoader } from "../../features/templates/components/editor/template-editor-loader";
import { galleryEditorSource } from "./gallery-editor-source";

export function Component() {
  const { templateId = "" } = useParams();
  const queryClient = useQueryClient();
  const source = useMemo(() => galleryEditorSource(templateId, queryClient), [templateId, queryClient]);
  return <TemplateEditorLoader key={templateId} source={source} />;
}
