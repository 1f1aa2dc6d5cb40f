// The layouts as radio cards, each with a small sketch of where the photo, the logo
// and the text lines go (the sketch is decoration: the label names the layout).
import { useId } from "react";
import { DESIGN_LAYOUTS, type DesignLayout } from "../../../../../../shared/templates/design/design-schema";
import { cn } from "../../../../../lib/cn";

const LAYOUTS: Record<DesignLayout, { label: string; hint: string }> = {
  "photo-left": { label: "Photo left", hint: "Photo beside the details" },
  "logo-top": { label: "Logo on top", hint: "Logo above the details" },
  "logo-left": { label: "Logo left", hint: "Logo beside the details" },
  stacked: { label: "Stacked", hint: "Everything in one column" },
  compact: { label: "Compact", hint: "Small, few lines" },
};

const Lines = ({ count, short }: { count: number; short?: boolean }) => (
  <span className="flex flex-1 flex-col gap-1">
    {Array.from({ length: count }, (_, i) => (
      <span key={i} className={cn("h-1.5 rounded-full bg-slate-300", i === 0 ? "w-4/5 bg-slate-500" : short ? "w-1/2" : "w-full")} />
    ))}
  </span>
);
const Photo = ({ small }: { small?: boolean }) => (
  <span className={cn("shrink-0 rounded-full bg-brand-200", small ? "size-4" : "size-7")} />
);
const Logo = () => <span className="h-2.5 w-8 shrink-0 rounded-sm bg-brand-500" />;

function Sketch({ layout }: { layout: DesignLayout }) {
  return (
    <span aria-hidden="true" className="flex h-14 w-full items-center rounded-md border border-slate-200 bg-white p-2">
      {layout === "photo-left" && (
        <span className="flex w-full items-center gap-2">
          <Photo />
          <Lines count={3} />
        </span>
      )}
      {layout === "logo-top" && (
        <span className="flex w-full flex-col gap-1.5">
          <Logo />
          <Lines count={2} />
        </span>
      )}
      {layout === "logo-left" && (
        <span className="flex w-full items-center gap-2">
          <Logo />
          <span className="h-8 w-px bg-slate-300" />
          <Lines count={3} />
        </span>
      )}
      {layout === "stacked" && (
        <span className="flex w-full flex-col items-start gap-1">
          <Photo small />
          <Lines count={2} short />
        </span>
      )}
      {layout === "compact" && (
        <span className="flex w-full items-center gap-2">
          <Lines count={2} short />
          <span className="h-6 w-px bg-slate-300" />
          <Logo />
        </span>
      )}
    </span>
  );
}

export function LayoutPicker({ value, onChange }: { value: DesignLayout; onChange: (layout: DesignLayout) => void }) {
  const name = useId();
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Layout</legend>
      <div className="grid grid-cols-2 gap-2 @sm:grid-cols-3 @3xl:grid-cols-5">
        {DESIGN_LAYOUTS.map((layout) => (
          <label
            key={layout}
            className={cn(
              "flex cursor-pointer flex-col gap-2 rounded-lg border p-2 text-left transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              value === layout
                ? "border-brand-600 bg-brand-50 ring-1 ring-brand-600"
                : "border-slate-200 hover:border-slate-300 hover:bg-slate-50",
            )}
          >
            <input
              type="radio"
              name={name}
              value={layout}
              checked={value === layout}
              onChange={() => onChange(layout)}
              className="sr-only"
            />
            <Sketch layout={layout} />
            <span className="text-sm font-medium text-slate-900">{LAYOUTS[layout].label}</span>
            <span className="-mt-1.5 text-xs text-slate-600">{LAYOUTS[layout].hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
