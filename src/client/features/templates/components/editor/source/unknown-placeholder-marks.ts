// Marks unknown placeholders inside CodeMirror: a wavy red underline and a tooltip saying
// why, by the same finder the list under the editor uses (lib/unknown-placeholders.ts).
import { Decoration, EditorView, MatchDecorator, ViewPlugin, type DecorationSet, type ViewUpdate } from "@codemirror/view";
import { findUnknownPlaceholders } from "../lib/unknown-placeholders";
import { PLACEHOLDER } from "../../../../../../shared/signature/template-tokens";

const marks = new MatchDecorator({
  regexp: new RegExp(PLACEHOLDER.source, "g"),
  decoration: (match) => {
    const unknown = findUnknownPlaceholders(match[0])[0];
    return unknown
      ? Decoration.mark({ class: "cm-unknown-placeholder", attributes: { title: `Unknown placeholder: ${unknown.reason}` } })
      : Decoration.mark({ class: "cm-placeholder" });
  },
});

const plugin = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = marks.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = marks.updateDeco(update, this.decorations);
    }
  },
  { decorations: (instance) => instance.decorations },
);

const theme = EditorView.baseTheme({
  ".cm-placeholder": { color: "#1d4ed8", fontWeight: "600" },
  ".cm-unknown-placeholder": {
    color: "#b91c1c",
    backgroundColor: "#fee2e2",
    textDecoration: "underline wavy #dc2626",
    textUnderlineOffset: "3px",
  },
});

export const placeholderMarks = [plugin, theme];
