// The HTML source in CodeMirror 6. Loaded lazily (only when the HTML tab opens), so neither
// the entry chunk nor the /templates library carries CodeMirror. The editor lives in a shadow
// root: CodeMirror writes its styles into a <style> element in a document, which the app's
// CSP forbids, but into a constructed style sheet in a shadow root, which it allows.
import { forwardRef, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from "react";
import { useCodeMirror } from "@uiw/react-codemirror";
import { html as htmlLanguage } from "@codemirror/lang-html";
import { EditorView } from "@codemirror/view";
import { placeholderMarks } from "./unknown-placeholder-marks";

export type HtmlSourceHandle = {
  /** Inserts text at the cursor (replacing the selection), or wraps the selection. */
  insert(text: string, wrapAfter?: string): void;
  /** Replaces the whole text as one edit (undone with one Ctrl+Z). */
  replaceAll(text: string): void;
};

type Props = { value: string; onChange: (html: string) => void; readOnly: boolean; label: string };

const look = EditorView.theme({
  "&": { fontSize: "13px", backgroundColor: "#ffffff", border: "1px solid #cbd5e1", borderRadius: "8px" },
  "&.cm-focused": { outline: "2px solid #2563eb", outlineOffset: "2px" },
  ".cm-scroller": { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace", lineHeight: "1.55" },
  ".cm-gutters": { backgroundColor: "#f8fafc", borderRight: "1px solid #e2e8f0", color: "#64748b", borderRadius: "8px 0 0 8px" },
});

const HtmlSourceEditor = forwardRef<HtmlSourceHandle, Props>(function HtmlSourceEditor({ value, onChange, readOnly, label }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const [mount, setMount] = useState<{ root: ShadowRoot; el: HTMLDivElement } | null>(null);
  useLayoutEffect(() => {
    const node = host.current;
    if (!node) return;
    const root = node.shadowRoot ?? node.attachShadow({ mode: "open" });
    const el = document.createElement("div");
    root.append(el);
    setMount({ root, el });
    return () => el.remove();
  }, []);

  // Stable identities: a new extensions array or onChange reconfigures the whole editor.
  const extensions = useMemo(
    () => [htmlLanguage(), placeholderMarks, look, EditorView.lineWrapping, EditorView.contentAttributes.of({ "aria-label": label })],
    [label],
  );
  const change = useCallback((next: string) => onChange(next), [onChange]);
  const { view } = useCodeMirror({
    container: mount?.el,
    root: mount?.root,
    value,
    onChange: change,
    extensions,
    readOnly,
    editable: !readOnly,
    // Tab moves focus on, as everywhere else on the page (keyboard users are not trapped).
    indentWithTab: false,
    minHeight: "22rem",
    maxHeight: "36rem",
    basicSetup: { foldGutter: false, highlightActiveLine: !readOnly },
  });

  useImperativeHandle(
    ref,
    () => ({
      insert(text, wrapAfter) {
        if (!view) return;
        const { from, to } = view.state.selection.main;
        const selected = view.state.sliceDoc(from, to);
        const insert = wrapAfter === undefined ? text : `${text}${selected}${wrapAfter}`;
        const cursor = from + (wrapAfter === undefined ? insert.length : text.length + selected.length);
        view.dispatch({ changes: { from, to, insert }, selection: { anchor: cursor }, scrollIntoView: true });
        view.focus();
      },
      replaceAll(text) {
        if (!view) return;
        view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text }, selection: { anchor: 0 }, scrollIntoView: true });
      },
    }),
    [view],
  );

  return <div ref={host} data-testid="html-source" />;
});

export default HtmlSourceEditor;
