// The HTML tab: the palette, CodeMirror (its own lazy chunk) and the list of unknown
// placeholders. A designed template's HTML comes from the designer: editing it by hand asks
// first, then detaches the template from its design (saved with design null).
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { Code2, TextQuote, TriangleAlert, Unlink } from "lucide-react";
import { Alert } from "../../../../../components/ui/alert";
import { Button } from "../../../../../components/ui/button";
import { LoadingState } from "../../../../../components/ui/spinner";
import { ConfirmDialog } from "../../../../../components/ui/confirm-dialog";
import { findUnknownPlaceholders, lineOf } from "../lib/unknown-placeholders";
import { formatHtml } from "../lib/format-html";
import type { HtmlSourceHandle } from "./html-source-editor";
import { PlaceholderPalette } from "./placeholder-palette";

const HtmlSourceEditor = lazy(() => import("./html-source-editor"));

type Props = { html: string; designed: boolean; onChange: (html: string) => void; onDetach: () => void };

export function HtmlSourcePanel({ html, designed, onChange, onDetach }: Props) {
  const editor = useRef<HtmlSourceHandle>(null);
  const [asking, setAsking] = useState(false);
  const unknown = useMemo(() => findUnknownPlaceholders(html), [html]);
  const formatted = useMemo(() => (designed ? html : formatHtml(html)), [designed, html]);
  const format = () => {
    if (editor.current) editor.current.replaceAll(formatted);
    else onChange(formatted);
  };

  return (
    <div className="flex flex-col gap-4">
      {designed ? (
        <Alert tone="info" className="flex flex-col items-start gap-3">
          <span>This HTML is made by the designer. You can read it here; to change it by hand, detach it first.</span>
          <Button size="sm" variant="secondary" onClick={() => setAsking(true)}>
            <Code2 aria-hidden="true" /> Edit HTML by hand
          </Button>
        </Alert>
      ) : (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <PlaceholderPalette onInsert={(text, after) => editor.current?.insert(text, after)} />
          <Button
            size="sm"
            variant="secondary"
            className="self-start"
            onClick={format}
            disabled={formatted === html}
            title="Puts each block and table tag on its own line, indented. What the signature shows does not change."
          >
            <TextQuote aria-hidden="true" /> Format
          </Button>
        </div>
      )}
      <Suspense fallback={<LoadingState text="Loading the code editor..." />}>
        <HtmlSourceEditor ref={editor} value={html} onChange={onChange} readOnly={designed} label="Template HTML" />
      </Suspense>
      {unknown.length > 0 && (
        <Alert tone="error">
          <p className="flex items-center gap-1.5 font-medium">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {unknown.length === 1 ? "1 unknown placeholder" : `${unknown.length} unknown placeholders`}: they render as nothing and can't be
            saved.
          </p>
          <ul className="mt-2 flex flex-col gap-1" aria-label="Unknown placeholders">
            {unknown.slice(0, 20).map((u) => (
              <li key={u.from}>
                <code className="rounded bg-white/70 px-1 font-mono">{u.text}</code> on line {lineOf(html, u.from)}: {u.reason}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Edit the HTML by hand?"
        description="The template will no longer be linked to the designer: your HTML is saved as it is, and the designer's settings are dropped when you save. You can restore an earlier version to get the design back."
        tone="primary"
        cancelLabel="Keep the design"
        confirmLabel={
          <>
            <Unlink aria-hidden="true" /> Detach and edit HTML
          </>
        }
        onConfirm={() => {
          setAsking(false);
          onDetach();
        }}
      />
    </div>
  );
}
