// A figure of the summary, with how it compares with the period before.
import { ArrowDownRight, ArrowUpRight } from "lucide-react";
import { cn } from "../../../lib/cn";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { number, pct } from "./figures-format";
import type { ReactNode } from "react";

export function Delta({ now, before }: { now: number; before: number }) {
  if (before === 0 && now === 0) return <span className="text-xs text-slate-500">No change</span>;
  if (before === 0) return <span className="text-xs text-slate-500">New this period</span>;
  const change = ((now - before) / before) * 100;
  const up = change >= 0;
  return (
    <span className={cn("inline-flex items-center gap-0.5 text-xs font-medium", up ? "text-emerald-700" : "text-red-700")}>
      {up ? <ArrowUpRight className="size-3.5" aria-hidden="true" /> : <ArrowDownRight className="size-3.5" aria-hidden="true" />}
      {pct(Math.abs(change))} <span className="font-normal text-slate-500">vs previous</span>
    </span>
  );
}

export function Tile({ label, value, hint, delta }: { label: string; value: string; hint?: string; delta?: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="text-sm font-medium text-slate-500">{label}</p>
      <p className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 tabular-nums">{value}</p>
      <div className="mt-1 min-h-4">{delta ?? (hint && <span className="text-xs text-slate-500">{hint}</span>)}</div>
    </div>
  );
}

/** Where the adopted members' signatures came from: pushed into Gmail, inserted in Outlook, copied by hand. */
export function adoptionHint({ membersAdopted, adoptedBy }: Statistics) {
  if (adoptedBy.gmail === 0 && adoptedBy.outlook === 0) return `${number.format(membersAdopted)} copied, opened or downloaded it`;
  const parts = [
    adoptedBy.gmail > 0 && `${number.format(adoptedBy.gmail)} in Gmail`,
    adoptedBy.outlook > 0 && `${number.format(adoptedBy.outlook)} in Outlook`,
    `${number.format(adoptedBy.copied)} copied by hand`,
  ];
  return parts.filter(Boolean).join(", ");
}
