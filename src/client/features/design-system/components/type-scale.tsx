import { cn } from "../../../lib/cn";
import { Specimen } from "./ds-section";

const SCALE = [
  { name: "Display", className: "text-4xl font-semibold tracking-tight sm:text-5xl", use: "Landing page hero" },
  { name: "Heading 1", className: "text-3xl font-semibold tracking-tight", use: "Marketing and legal page titles" },
  { name: "Page title", className: "text-2xl font-semibold tracking-tight", use: "PageHeader in the app" },
  { name: "Section title", className: "text-xl font-semibold tracking-tight", use: "Sections, dialogs" },
  { name: "Card title", className: "text-base font-semibold", use: "CardTitle" },
  { name: "Body", className: "text-sm text-slate-700", use: "Default text in the app" },
  { name: "Small", className: "text-xs text-slate-500", use: "Hints, captions, meta" },
];

export function TypeScale() {
  return (
    <Specimen title="Type scale" source="Inter, system-ui fallback">
      <dl className="divide-y divide-slate-100">
        {SCALE.map((step) => (
          <div key={step.name} className="grid gap-1 py-4 first:pt-0 last:pb-0 sm:grid-cols-[10rem_1fr] sm:items-baseline sm:gap-6">
            <dt className="text-xs text-slate-500">
              <span className="font-medium text-slate-700">{step.name}</span>
              <br />
              {step.use}
            </dt>
            <dd className={cn("text-slate-900", step.className)}>Signatures that look right everywhere</dd>
          </div>
        ))}
      </dl>
    </Specimen>
  );
}
