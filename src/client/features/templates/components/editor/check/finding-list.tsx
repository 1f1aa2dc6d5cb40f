// One group of findings: the feature, how well it is supported, the clients, and the fix.
import type { EmailClientFinding } from "./check-types";
import { cn } from "../../../../../lib/cn";

const SEVERITY = {
  unsupported: { label: "Not supported", className: "bg-red-50 text-red-800 ring-red-200" },
  partial: { label: "Partly supported", className: "bg-amber-50 text-amber-900 ring-amber-200" },
  degrades: { label: "Degrades gracefully", className: "bg-slate-100 text-slate-700 ring-slate-200" },
} as const;

export function FindingList({ findings, label }: { findings: EmailClientFinding[]; label: string }) {
  return (
    <ul className="flex flex-col gap-2" aria-label={label}>
      {findings.map((f) => (
        <li key={`${f.severity}-${f.feature}`} className="rounded-lg border border-slate-200 bg-white px-3 py-2.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="font-mono text-[13px] font-semibold text-slate-900">{f.feature}</span>
            <span className={cn("rounded-full px-2 py-0.5 text-[11px] font-medium ring-1 ring-inset", SEVERITY[f.severity].className)}>
              {SEVERITY[f.severity].label}
            </span>
            {f.where && <span className="text-xs text-slate-500">{f.where}</span>}
          </div>
          <p className="mt-1 text-sm text-slate-700">{f.fix}</p>
          <p className="mt-1.5 flex flex-wrap gap-1" aria-label="Mail clients">
            {f.clients.map((client) => (
              <span key={client} className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] text-slate-600">
                {client}
              </span>
            ))}
          </p>
        </li>
      ))}
    </ul>
  );
}
