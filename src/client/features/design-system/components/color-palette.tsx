// Swatches use the real Tailwind classes; the value shown is read from the CSS custom
// property the build emitted, so the page shows what the app actually renders.
import { useEffect, useState } from "react";
import { Specimen } from "./ds-section";

type Swatch = { token: string; className: string; use?: string };

const GROUPS: { title: string; swatches: Swatch[] }[] = [
  {
    title: "Brand",
    swatches: [
      { token: "brand-50", className: "bg-brand-50", use: "Tinted backgrounds" },
      { token: "brand-100", className: "bg-brand-100" },
      { token: "brand-200", className: "bg-brand-200", use: "Focus rings, borders" },
      { token: "brand-500", className: "bg-brand-500" },
      { token: "brand-600", className: "bg-brand-600", use: "Primary actions" },
      { token: "brand-700", className: "bg-brand-700", use: "Hover, links" },
      { token: "brand-900", className: "bg-brand-900", use: "Dark panels" },
    ],
  },
  {
    title: "Slate (neutrals)",
    swatches: [
      { token: "slate-50", className: "bg-slate-50", use: "Page background" },
      { token: "slate-100", className: "bg-slate-100" },
      { token: "slate-200", className: "bg-slate-200", use: "Borders" },
      { token: "slate-300", className: "bg-slate-300", use: "Input borders" },
      { token: "slate-400", className: "bg-slate-400" },
      { token: "slate-500", className: "bg-slate-500", use: "Secondary text" },
      { token: "slate-600", className: "bg-slate-600" },
      { token: "slate-700", className: "bg-slate-700", use: "Body text" },
      { token: "slate-900", className: "bg-slate-900", use: "Headings" },
    ],
  },
  {
    title: "Status",
    swatches: [
      { token: "emerald-50", className: "bg-emerald-50" },
      { token: "emerald-600", className: "bg-emerald-600", use: "Success" },
      { token: "amber-50", className: "bg-amber-50" },
      { token: "amber-600", className: "bg-amber-600", use: "Warning" },
      { token: "red-50", className: "bg-red-50" },
      { token: "red-600", className: "bg-red-600", use: "Error, danger" },
    ],
  },
];

function useCssColors(tokens: string[]) {
  const [values, setValues] = useState<Record<string, string>>({});
  const key = tokens.join(",");
  useEffect(() => {
    const style = getComputedStyle(document.documentElement);
    setValues(Object.fromEntries(key.split(",").map((t) => [t, style.getPropertyValue(`--color-${t}`).trim()])));
  }, [key]);
  return values;
}

export function ColorPalette() {
  const values = useCssColors(GROUPS.flatMap((g) => g.swatches.map((s) => s.token)));
  return (
    <>
      {GROUPS.map((group) => (
        <Specimen key={group.title} title={group.title} source="src/client/styles.css">
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
            {group.swatches.map((swatch) => (
              <li key={swatch.token}>
                <div className={`h-14 rounded-lg ring-1 ring-slate-900/10 ring-inset ${swatch.className}`} />
                <p className="mt-2 text-sm font-medium text-slate-900">{swatch.token}</p>
                <p className="truncate font-mono text-xs text-slate-500" title={values[swatch.token]}>
                  {values[swatch.token] || "\u00a0"}
                </p>
                {swatch.use && <p className="text-xs text-slate-500">{swatch.use}</p>}
              </li>
            ))}
          </ul>
        </Specimen>
      ))}
    </>
  );
}
