// /admin/templates/{id}: the templates feature's editor on a gallery template (super admins).
import { useMemo } from "react";
import { useParams } from "react-router";
import { TemplateEditorLoader } from "../../features/templates/components/editor/template-editor-loader";
import { galleryEditorSource } from "./gallery-editor-source";

export function Component() {
  const { templateId = "" } = useParams();
  const source = useMemo(() => galleryEditorSource(templateId), [templateId]);
  return <TemplateEditorLoader key={templateId} source={source} />;
}
