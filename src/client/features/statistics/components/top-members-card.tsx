// The members whose signatures got the most clicks.
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { type Statistics } from "../../../../shared/statistics/statistics-schema";
import { number } from "./figures-format";

export function TopMembersCard({ data }: { data: Statistics }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Top members by clicks</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="flex flex-col divide-y divide-slate-100">
          {data.topMembers.map((m, i) => (
            <li key={m.userId} className="flex items-center gap-3 py-2 text-sm">
              <span className="w-5 text-right text-slate-400 tabular-nums">{i + 1}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-slate-800">{m.name}</span>
                <span className="block truncate text-xs text-slate-500">{m.email}</span>
              </span>
              <span className="shrink-0 text-slate-600 tabular-nums">
                {number.format(m.clicks)} <span className="text-slate-400">{m.clicks === 1 ? "click" : "clicks"}</span>
              </span>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
