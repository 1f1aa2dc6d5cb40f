// A horizontal bar for a share of a whole (role="meter"): storage used, a signature's length
// against Gmail's limit. `share` is 0..1; the bar's colour is the caller's (`barClassName`).
import type { AriaAttributes } from "react";
import { cn } from "../../lib/cn";

type Props = Pick<AriaAttributes, "aria-label" | "aria-labelledby" | "aria-valuetext"> & {
  share: number;
  barClassName: string;
  className?: string;
  /** Smallest width shown, in percent, so a tiny share is still visible. */
  minPercent?: number;
};

export function Meter({ share, barClassName, className, minPercent = 0, ...aria }: Props) {
  const percent = Math.min(100, Math.max(0, share * 100));
  return (
    <div
      role="meter"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      {...aria}
      className={cn("h-2 overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div className={cn("h-full rounded-full", barClassName)} style={{ width: `${Math.max(minPercent, percent)}%` }} />
    </div>
  );
}
