// /templates/{id}: the template editor on the account's templates. Its own lazy chunk, with
// CodeMirror in a further chunk that loads with the HTML tab.
import { useMemo } from "react";
import { useParams } from "react-router";
import { accountEditorSource } from "../../features/templates/api/account-editor-source";
import { TemplateEditorLoader } from "../../features/templates/components/editor/template-editor-loader";

export function Component() {
  const { templateId = "" } = useParams();
  const source = useMemo(() => accountEditorSource(templateId), [templateId]);
  return <TemplateEditorLoader key={templateId} source={source} />;
}
