// Impressions and clicks per day, drawn with uPlot (small; loaded with this page only).
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { formatDay } from "../../../lib/format-date";

type Day = { day: string; impressions: number; clicks: number };

const number = new Intl.NumberFormat();
// The legend names the lines; values show only while a day is pointed at.
const NO_DAY_HINT = "point at the chart to see a day";
const count = (_u: uPlot, value: number | null) => (value == null ? "" : number.format(value));
const dayOf = (ts: number) => new Date(ts * 1000).toISOString().slice(0, 10);

export function DailyChart({ daily }: { daily: Day[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      daily.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000),
      daily.map((d) => d.impressions),
      daily.map((d) => d.clicks),
    ];
    const width = () => Math.max(240, el.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 240,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"),
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        axes: [
          { stroke: "#64748b", grid: { stroke: "#f1f5f9" }, ticks: { stroke: "#e2e8f0" } },
          { stroke: "#64748b", grid: { stroke: "#f1f5f9" }, ticks: { stroke: "#e2e8f0" }, size: 48 },
        ],
        series: [
          { label: "Day", value: (_u, ts: number | null) => (ts == null ? NO_DAY_HINT : formatDay(dayOf(ts))) },
          {
            label: "Impressions",
            value: count,
            stroke: "#6366f1",
            width: 2,
            fill: "rgba(99,102,241,0.08)",
            points: { show: daily.length <= 31 },
          },
          { label: "Clicks", value: count, stroke: "#10b981", width: 2, points: { show: daily.length <= 31 } },
        ],
      },
      data,
      el,
    );
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(() => plot.setSize({ width: width(), height: 240 }));
    observer?.observe(el);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [daily]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={`Impressions and clicks per day, ${daily[0]?.day} to ${daily.at(-1)?.day}`}
      className="w-full overflow-hidden"
    />
  );
}
