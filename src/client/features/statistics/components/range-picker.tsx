// The range: a preset number of days or two dates, and the days it compares.
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { formatDay } from "../../../lib/format-date";
import { PRESETS, type Preset } from "../statistics-range";

export function RangePicker({
  preset,
  setPreset,
  custom,
  setCustom,
  data,
}: {
  preset: Preset;
  setPreset: (preset: Preset) => void;
  custom: { from: string; to: string };
  setCustom: (range: { from: string; to: string }) => void;
  data: Statistics | undefined;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div role="group" aria-label="Range" className="inline-flex w-fit rounded-lg border border-slate-200 bg-white p-0.5">
        {PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={preset === p}
            onClick={() => setPreset(p)}
            className={cn(
              "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600",
              preset === p ? "bg-slate-900 text-white" : "text-slate-600 hover:bg-slate-100",
            )}
          >
            {p === "custom" ? "Custom" : `${p} days`}
          </button>
        ))}
      </div>
      {preset === "custom" && (
        <div className="flex items-end gap-2">
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            From
            <Input type="date" value={custom.from} max={custom.to} onChange={(e) => setCustom({ ...custom, from: e.target.value })} />
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">
            To
            <Input type="date" value={custom.to} min={custom.from} onChange={(e) => setCustom({ ...custom, to: e.target.value })} />
          </label>
        </div>
      )}
      {data && (
        <p className="text-sm text-slate-500 sm:ml-auto">
          {formatDay(data.range.from)} – {formatDay(data.range.to)}, compared with {formatDay(data.range.previousFrom)} –{" "}
          {formatDay(data.range.previousTo)}
        </p>
      )}
    </div>
  );
}
