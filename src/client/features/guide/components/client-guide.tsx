// One email client's guide: its steps, then what it honestly shows.
import { Lightbulb } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import type { GuideClient } from "../guide-types";
import { StepList } from "./step-list";

export function ClientGuide({ client }: { client: GuideClient }) {
  const Icon = client.icon;
  const notesId = `${client.id}-notes`;
  return (
    <Card data-testid={`guide-${client.id}`}>
      <CardHeader className="gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <CardTitle className="text-lg">{client.name}</CardTitle>
        </div>
        <Badge tone={client.support.tone} className="shrink-0 self-start sm:self-auto">
          <span className="sr-only">What it keeps: </span>
          {client.support.label}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-8">
        <StepList steps={client.steps} />
        <aside aria-labelledby={notesId} className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5">
          <h3 id={notesId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
            <Lightbulb className="size-4 text-brand-600" aria-hidden="true" />
            Good to know
          </h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-600 marker:text-slate-400">
            {client.notes.map((note, i) => (
              <li key={i}>{note}</li>
            ))}
          </ul>
        </aside>
      </CardContent>
    </Card>
  );
}
