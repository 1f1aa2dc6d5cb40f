import { Check } from "lucide-react";
import { cn } from "../../../lib/cn";
import { TRIAL_POINTS } from "../content";

export function TrialPoints({ className, tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  return (
    <ul
      aria-label="Free trial"
      className={cn("flex flex-wrap gap-x-6 gap-y-2 text-sm", tone === "light" ? "text-slate-600" : "text-brand-100", className)}
    >
      {TRIAL_POINTS.map((point) => (
        <li key={point} className="flex items-center gap-2">
          <Check aria-hidden="true" className={cn("size-4 shrink-0", tone === "light" ? "text-emerald-600" : "text-white")} />
          {point}
        </li>
      ))}
    </ul>
  );
}
