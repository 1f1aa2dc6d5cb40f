// Sign-ups per week as a small bar chart drawn with plain elements: no chart library for
// twelve bars (the statistics page's library, uplot, is not installed yet; decision 015).
// Text stays at its normal size on every screen; each bar has a title for pointer users,
// and the numbers are in a visually hidden table for screen readers.
import { formatDate } from "../../../lib/format-date";

export function SignupsChart({ weeks }: { weeks: { weekStart: string; count: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const label = (w: { weekStart: string }) => formatDate(`${w.weekStart}T00:00:00`);
  const short = (w: { weekStart: string }) => label(w).replace(/,? \d{4}$/, "");
  return (
    <figure className="mx-auto max-w-3xl">
      <div className="grid h-44 grid-cols-12 items-end gap-1.5 border-b border-slate-200 sm:gap-3" aria-hidden="true">
        {weeks.map((w) => (
          <div
            key={w.weekStart}
            className="flex h-full flex-col items-center justify-end gap-1"
            title={`Week of ${label(w)}: ${w.count} sign-up${w.count === 1 ? "" : "s"}`}
          >
            {w.count > 0 && <span className="text-xs tabular-nums text-slate-600">{w.count}</span>}
            <div
              className={w.count ? "w-full rounded-t bg-brand-500" : "w-full rounded-t bg-slate-200"}
              style={{ height: w.count ? `${Math.max(4, (w.count / max) * 85)}%` : 2 }}
            />
          </div>
        ))}
      </div>
      <div className="mt-1.5 grid grid-cols-12 gap-1.5 sm:gap-3" aria-hidden="true">
        {weeks.map((w, i) => (
          <span key={w.weekStart} className="col-span-1 whitespace-nowrap text-center text-xs text-slate-500">
            {i % 4 === 2 ? short(w) : ""}
          </span>
        ))}
      </div>
      <table className="sr-only">
        <caption>Sign-ups per week, last 12 weeks</caption>
        <tbody>
          {weeks.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">Week of {label(w)}</th>
              <td>{w.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
