// A line diff of two versions' HTML (one tag per line, lib/version-diff.ts). Added and removed lines carry a + or − sign, a word
// for screen readers and a colour, so the colour is never the only cue.
import { useMemo } from "react";
import { diffRows, diffSummary } from "../lib/version-diff";
import { cn } from "../../../../../lib/cn";

export function VersionDiffView({
  before,
  after,
  beforeLabel,
  afterLabel,
}: {
  before: string;
  after: string;
  beforeLabel: string;
  afterLabel: string;
}) {
  const rows = useMemo(() => diffRows(before, after), [before, after]);
  const { added, removed } = diffSummary(rows);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-slate-500">Shown one tag per line, so a change in a long line stands out.</p>
      <p className="text-sm text-slate-600" aria-live="polite">
        {added === 0 && removed === 0 ? (
          `${beforeLabel} and ${afterLabel} have the same HTML.`
        ) : (
          <>
            From {beforeLabel} to {afterLabel}: <span className="font-medium text-emerald-800">+{added} added</span>,{" "}
            <span className="font-medium text-red-800">−{removed} removed</span>
          </>
        )}
      </p>
      <div
        className="max-h-[28rem] overflow-auto rounded-lg border border-slate-200 bg-white font-mono text-xs leading-5"
        role="table"
        aria-label={`Changes from ${beforeLabel} to ${afterLabel}`}
      >
        <div role="rowgroup">
          {rows.map((row, i) =>
            row.kind === "fold" ? (
              <div key={i} role="row" className="bg-slate-50 px-3 py-1 text-slate-500 italic">
                <span role="cell">
                  {row.count} unchanged {row.count === 1 ? "line" : "lines"}
                </span>
              </div>
            ) : (
              <div
                key={i}
                role="row"
                className={cn(
                  "flex min-w-max",
                  row.kind === "added" && "bg-emerald-50 text-emerald-950",
                  row.kind === "removed" && "bg-red-50 text-red-950",
                )}
              >
                <span role="cell" className="w-10 shrink-0 pr-2 text-right text-slate-400 select-none">
                  {row.oldLine ?? ""}
                </span>
                <span role="cell" className="w-10 shrink-0 pr-2 text-right text-slate-400 select-none">
                  {row.newLine ?? ""}
                </span>
                <span role="cell" className="w-5 shrink-0 text-center font-bold select-none">
                  <span aria-hidden="true">{row.kind === "added" ? "+" : row.kind === "removed" ? "−" : " "}</span>
                  <span className="sr-only">{row.kind === "added" ? "added" : row.kind === "removed" ? "removed" : "unchanged"}</span>
                </span>
                <span role="cell" className="pr-3 whitespace-pre">
                  {row.text}
                </span>
              </div>
            ),
          )}
        </div>
      </div>
    </div>
  );
}
