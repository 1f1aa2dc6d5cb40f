// The editor's unsaved state: a design (the HTML follows from it through the shared
// designToHtml) or hand-written HTML, and the reply version (none, the design's Compact
// reply, or its own HTML), compared with what was last saved to know whether there are
// unsaved changes.
import { useCallback, useMemo, useState } from "react";
import { designToHtml } from "../../../../../../shared/templates/design/design-to-html";
import type { TemplateDesign } from "../../../../../../shared/templates/design/design-schema";
import { replyDesign, type ReplyMode } from "../../../../../../shared/templates/reply-version";
import type { ReplyVersion } from "../../../../../../shared/templates/template-schema";
import type { EditorTemplate } from "../template-editor-source";
import { readDesign } from "./read-design";

type Saved = { html: string; design: string; reply: string };
const replyOf = (mode: ReplyMode, html: string): ReplyVersion => (mode === "html" ? { mode, html } : { mode });
const savedOf = (template: EditorTemplate, design: TemplateDesign | null): Saved => ({
  html: template.html,
  design: JSON.stringify(design),
  reply: JSON.stringify(replyOf(template.reply.mode, template.reply.html ?? "")),
});

export function useTemplateDraft(template: EditorTemplate) {
  const [design, setDesign] = useState<TemplateDesign | null>(() => readDesign(template.design));
  const [handHtml, setHandHtml] = useState(template.html);
  const [replyMode, setReplyMode] = useState<ReplyMode>(template.reply.mode);
  const [replyHtml, setReplyHtml] = useState(template.reply.mode === "html" ? (template.reply.html ?? "") : "");
  const [saved, setSaved] = useState<Saved>(() => savedOf(template, design));

  const html = useMemo(() => (design ? designToHtml(design) : handHtml), [design, handHtml]);
  // A Compact reply is made from the design; without one there is nothing to make it from.
  const mode: ReplyMode = replyMode === "compact" && !design ? "none" : replyMode;
  const reply = useMemo(() => replyOf(mode, replyHtml), [mode, replyHtml]);
  /** What the preview shows for a reply or forward (null: the full signature). */
  const replyPreviewHtml = useMemo(
    () => (mode === "compact" && design ? designToHtml(replyDesign(design)) : mode === "html" && replyHtml.trim() ? replyHtml : null),
    [mode, design, replyHtml],
  );
  const contentDirty = design ? JSON.stringify(design) !== saved.design : saved.design !== "null" || handHtml !== saved.html;
  const isDirty = contentDirty || JSON.stringify(reply) !== saved.reply;

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
    setReplyMode(next.reply.mode);
    setReplyHtml(next.reply.mode === "html" ? (next.reply.html ?? "") : "");
    setSaved(savedOf(next, nextDesign));
  }, []);

  return {
    design,
    setDesign,
    html,
    setHtml: setHandHtml,
    reply,
    setReplyMode,
    setReplyHtml,
    replyPreviewHtml,
    isDirty,
    detach,
    reset,
  };
}
