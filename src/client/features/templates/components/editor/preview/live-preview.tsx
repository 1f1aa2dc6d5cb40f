// The live preview: the draft HTML compiled in the browser (debounced: one compile per pause
// in typing) and rendered with the chosen member's data and campaign, in the sandboxed frame
// that /signature uses. Whose data and which campaign are the editor's (a version's
// preview renders with the same). With a reply version, it shows either: a new message's
// signature or the reply's (which carries no campaigns, as the server renders it).
import { useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { SignatureFrame } from "../../../../../components/signature/signature-frame";
import { Alert } from "../../../../../components/ui/alert";
import { compilePreview, renderPreview } from "../lib/render-preview";
import { useDebounced } from "../../../../../lib/use-debounced";
import type { PreviewChoice, TemplateEditorSource } from "../template-editor-source";
import { PreviewControls, Toggle, type PreviewView } from "./preview-controls";
import { Mail, Reply } from "lucide-react";

export const PREVIEW_DEBOUNCE_MS = 150;
export const PREVIEW_WIDTHS = { desktop: 600, phone: 360 } as const;
export const PREVIEW_DARK = "#111827";

type Props = {
  html: string;
  /** The reply version's HTML (null: replies get the full signature). */
  replyHtml?: string | null;
  source: TemplateEditorSource;
  choice: PreviewChoice;
  onChoice: (choice: PreviewChoice) => void;
};

export function LivePreview({ html, replyHtml = null, source, choice, onChoice: setChoice }: Props) {
  const [view, setView] = useState<PreviewView>({ width: "desktop", background: "light" });
  const [shown, setShown] = useState<"new" | "reply">("new");
  const data = useQuery({
    ...source.previewData(choice),
    placeholderData: (previous) => previous,
  });
  const reply = shown === "reply" && replyHtml !== null;
  const settled = useDebounced(reply ? replyHtml : html, PREVIEW_DEBOUNCE_MS);
  const compiled = useMemo(() => compilePreview(settled), [settled]);
  const rendered = useMemo(
    () => (data.data ? renderPreview(compiled, reply ? { ...data.data, campaigns: [] } : data.data) : ""),
    [compiled, data.data, reply],
  );

  return (
    <div className="flex flex-col gap-3">
      <PreviewControls source={source} choice={choice} onChoice={setChoice} view={view} onView={setView} />
      {replyHtml !== null && (
        <Toggle
          label="Signature shown"
          value={shown}
          onChange={setShown}
          options={[
            { value: "new", label: "New message", icon: <Mail aria-hidden="true" /> },
            { value: "reply", label: "Reply and forward", icon: <Reply aria-hidden="true" /> },
          ]}
        />
      )}
      {compiled.refused.length > 0 && (
        <Alert tone="warning">
          <p className="font-medium">Saving will refuse this template:</p>
          <ul className="mt-1 flex list-disc flex-col gap-1 pl-5" aria-label="Refused on save">
            {[...new Set(compiled.refused)].map((reason) => (
              <li key={reason}>{reason}.</li>
            ))}
          </ul>
        </Alert>
      )}
      {data.isError ? (
        <Alert tone="error">The preview data could not be loaded. Check your connection and try again.</Alert>
      ) : (
        <div className={view.width === "phone" ? "mx-auto w-full max-w-[360px]" : undefined}>
          <SignatureFrame
            html={rendered}
            width={PREVIEW_WIDTHS[view.width]}
            background={view.background === "dark" ? PREVIEW_DARK : undefined}
            title={`Template preview${reply ? " (reply version)" : ""}, ${view.width} width, ${view.background} background`}
            label={reply ? "Reply version preview" : "Template preview"}
          />
        </div>
      )}
    </div>
  );
}
