// The longest rendered signature of the account against Gmail's 10,000 characters: a meter,
// "8,412 of 10,000", and above the limit a warning that deploying skips those members.
import { Mail } from "lucide-react";
import { cn } from "../../../../../lib/cn";
import type { CheckView } from "./check-view";
import { Meter } from "../../../../../components/ui/meter";

/** `sample`: measured on sample data (the gallery has no members). */
export function GmailLength({ gmail, sample = false }: { gmail: CheckView["gmail"]; sample?: boolean }) {
  const near = !gmail.isOver && gmail.share >= 0.8;
  return (
    <div className={cn("rounded-lg border px-3 py-3", gmail.isOver ? "border-red-200 bg-red-50" : "border-slate-200 bg-slate-50")}>
      <div className="flex items-baseline justify-between gap-3">
        <p id="gmail-length-label" className="flex items-center gap-1.5 text-sm font-medium text-slate-800">
          <Mail className="size-4 text-slate-500" aria-hidden="true" /> Gmail length
        </p>
        <p className={cn("text-sm font-semibold tabular-nums", gmail.isOver ? "text-red-700" : "text-slate-900")} data-testid="gmail-count">
          {gmail.text}
        </p>
      </div>
      <Meter
        aria-labelledby="gmail-length-label"
        aria-valuetext={`${gmail.text} characters`}
        share={gmail.share}
        minPercent={2}
        className="mt-2"
        barClassName={gmail.isOver ? "bg-red-600" : near ? "bg-amber-500" : "bg-emerald-600"}
      />
      <p
        className={cn("mt-2 text-xs", gmail.isOver ? "font-medium text-red-800" : "text-slate-500")}
        role={gmail.isOver ? "alert" : undefined}
      >
        {gmail.isOver
          ? 'Over Gmail\'s limit: Gmail allows 10,000 characters. Deploying with "Put it in Gmail" skips every member whose signature is longer: they keep the one they have until it is shorter. Outlook and copying have no such limit.'
          : sample
            ? "Characters of HTML with the sample data and two sample campaigns. Gmail cuts signatures above 10,000."
            : "Characters of HTML in the longest signature among your members, with two campaigns. Gmail cuts signatures above 10,000."}
      </p>
    </div>
  );
}
