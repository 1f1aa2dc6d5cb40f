// The editor's unsaved state: a design (the HTML follows from it through the shared
// designToHtml) or hand-written HTML, compared with what was last saved to know whether
// there are unsaved changes.
import { useCallback, useMemo, useState } from "react";
import { designToHtml } from "../../../../../../shared/templates/design/design-to-html";
import type { TemplateDesign } from "../../../../../../shared/templates/design/design-schema";
import type { EditorTemplate } from "../template-editor-source";
import { readDesign } from "./read-design";

type Saved = { html: string; design: string };
const savedOf = (template: EditorTemplate, design: TemplateDesign | null): Saved => ({
  html: template.html,
  design: JSON.stringify(design),
});

export function useTemplateDraft(template: EditorTemplate) {
  const [design, setDesign] = useState<TemplateDesign | null>(() => readDesign(template.design));
  const [handHtml, setHandHtml] = useState(template.html);
  const [saved, setSaved] = useState<Saved>(() => savedOf(template, design));

  const html = useMemo(() => (design ? designToHtml(design) : handHtml), [design, handHtml]);
  const isDirty = design ? JSON.stringify(design) !== saved.design : saved.design !== "null" || handHtml !== saved.html;

  /** Hand editing from now on: the HTML the design made becomes the starting text. */
  const detach = useCallback(() => {
    setHandHtml(html);
    setDesign(null);
  }, [html]);

  /** After a save or a restore: the server's template is the new saved state. */
  const reset = useCallback((next: EditorTemplate) => {
    const nextDesign = readDesign(next.design);
    setDesign(nextDesign);
    setHandHtml(next.html);
    setSaved(savedOf(next, nextDesign));
  }, []);

  return { design, setDesign, html, setHtml: setHandHtml, isDirty, detach, reset };
}
