// Clicks and impressions per department, as bars against the busiest.
import { useMemo } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { plural } from "../../../../shared/text/plural";

export function DepartmentsCard({ data }: { data: Statistics }) {
  const maxDept = useMemo(() => Math.max(1, ...data.departments.map((d) => d.clicks + d.impressions)), [data.departments]);
  return (
    <Card>
      <CardHeader>
        <CardTitle>By department</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {data.departments.map((d) => (
            <li key={d.id ?? "none"}>
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="truncate font-medium text-slate-800">{d.name}</span>
                <span className="shrink-0 text-slate-500 tabular-nums">
                  {plural(d.clicks, "click")} · {plural(d.impressions, "impression")}
                </span>
              </div>
              <div className="mt-1 h-1.5 rounded-full bg-slate-100">
                <div
                  className="h-1.5 rounded-full bg-brand-500"
                  style={{ width: `${Math.max(2, ((d.clicks + d.impressions) / maxDept) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
