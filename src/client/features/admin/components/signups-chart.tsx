// Sign-ups per week as a small SVG bar chart: no chart library for twelve bars (the
// statistics page's library, uplot, is not installed yet; see decision 015). Each bar has
// a title for pointer users, and the numbers are in a visually hidden table for screen readers.
import { formatDate } from "../../../lib/format-date";

export function SignupsChart({ weeks }: { weeks: { weekStart: string; count: number }[] }) {
  const max = Math.max(1, ...weeks.map((w) => w.count));
  const width = 600;
  const height = 160;
  const gap = 8;
  const bar = (width - gap * (weeks.length - 1)) / weeks.length;
  const label = (w: { weekStart: string }) => formatDate(`${w.weekStart}T00:00:00`);
  return (
    <figure className="mx-auto max-w-3xl">
      <svg viewBox={`0 0 ${width} ${height + 24}`} className="h-auto w-full" role="img" aria-label="Sign-ups per week, last 12 weeks">
        <line x1="0" x2={width} y1={height} y2={height} className="stroke-slate-200" />
        {weeks.map((w, i) => {
          const h = w.count === 0 ? 2 : Math.max(4, (w.count / max) * (height - 20));
          const x = i * (bar + gap);
          return (
            <g key={w.weekStart}>
              <title>{`Week of ${label(w)}: ${w.count} sign-up${w.count === 1 ? "" : "s"}`}</title>
              <rect x={x} y={height - h} width={bar} height={h} rx="4" className={w.count ? "fill-brand-500" : "fill-slate-200"} />
              {w.count > 0 && (
                <text x={x + bar / 2} y={height - h - 6} textAnchor="middle" className="fill-slate-600 text-[13px] tabular-nums">
                  {w.count}
                </text>
              )}
              {(i % 3 === 0 || i === weeks.length - 1) && (
                <text x={x + bar / 2} y={height + 18} textAnchor="middle" className="fill-slate-400 text-[12px]">
                  {label(w).replace(/,? \d{4}$/, "")}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only">
        <caption>Sign-ups per week</caption>
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
