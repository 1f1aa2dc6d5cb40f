// A save, confirmed: "Saved as version N." Only when the server changed something does it
// list it, exactly: each thing the sanitizer removed (tag, attribute or URL, and where)
// and what it changed (inlined styles, hosted images).
import { CheckCircle2, ShieldAlert, Wand2, X } from "lucide-react";
import type { SaveResult } from "../template-editor-source";

const KIND_LABEL = { tag: "Tag", attribute: "Attribute", url: "Address", css: "CSS" } as const;

type Props = { result: SaveResult; versioned: boolean; onDismiss: () => void };

export function SaveReport({ result, versioned, onDismiss }: Props) {
  const { removed, changed, template } = result;
  const clean = removed.length === 0 && changed.length === 0;
  return (
    <section
      aria-labelledby="save-report-title"
      role="status"
      className={`mb-6 rounded-xl border px-4 py-4 sm:px-5 ${removed.length ? "border-amber-200 bg-amber-50" : "border-emerald-200 bg-emerald-50"}`}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="save-report-title" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
          {removed.length ? (
            <ShieldAlert className="size-4 text-amber-700" aria-hidden="true" />
          ) : (
            <CheckCircle2 className="size-4 text-emerald-700" aria-hidden="true" />
          )}
          {versioned ? `Saved as version ${template.version}` : "Saved"}
          {clean ? "." : removed.length ? ". Some content was removed to keep it safe:" : ". A few things were changed for mail clients:"}
        </h2>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Dismiss the save report"
          className="-m-1 rounded-md p-1 text-slate-500 hover:bg-white/60 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <X className="size-4" />
        </button>
      </div>
      {removed.length > 0 && (
        <div className="mt-3">
          <h3 className="text-xs font-semibold tracking-wide text-amber-900 uppercase">Removed ({removed.length})</h3>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm text-slate-800" aria-label="Removed on save">
            {removed.map((r, i) => (
              <li key={i} className="flex flex-wrap items-baseline gap-x-2">
                <span className="rounded bg-amber-100 px-1.5 text-xs font-medium text-amber-900">{KIND_LABEL[r.kind]}</span>
                <code className="font-mono text-[13px] break-all">{r.name}</code>
                <span className="text-slate-600">{r.where}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {changed.length > 0 && (
        <div className="mt-3">
          <h3 className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <Wand2 className="size-3.5" aria-hidden="true" /> Changed for mail clients ({changed.length})
          </h3>
          <ul className="mt-1.5 flex list-disc flex-col gap-1 pl-5 text-sm text-slate-800" aria-label="Changed on save">
            {changed.map((c, i) => (
              <li key={i}>{c}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
