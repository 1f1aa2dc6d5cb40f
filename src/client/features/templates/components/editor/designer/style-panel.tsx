// The design's style: colours, a web-safe font, sizes and the photo's shape. Every range is
// the design schema's, so nothing the server would refuse can be picked.
import { useId } from "react";
import { DESIGN_FONTS, DESIGN_LIMITS, type DesignFont, type DesignStyle } from "../../../../../../shared/templates/design/design-schema";
import { Select } from "../../../../../components/ui/input";
import { cn } from "../../../../../lib/cn";
import { ColorField } from "./color-field";

type Props = { style: DesignStyle; onChange: (style: DesignStyle) => void };
const SHAPES: { value: DesignStyle["photoShape"]; label: string; radius: string }[] = [
  { value: "circle", label: "Circle", radius: "rounded-full" },
  { value: "rounded", label: "Rounded", radius: "rounded-md" },
  { value: "square", label: "Square", radius: "rounded-none" },
];

function Range({
  label,
  value,
  unit,
  range,
  onChange,
}: {
  label: string;
  value: number;
  unit: string;
  range: { min: number; max: number };
  onChange: (n: number) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-baseline justify-between">
        <label htmlFor={id} className="text-sm font-medium text-slate-700">
          {label}
        </label>
        <span className="text-xs text-slate-500 tabular-nums">
          {value} {unit}
        </span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-brand-600"
      />
    </div>
  );
}

export function StylePanel({ style, onChange }: Props) {
  const set = <K extends keyof DesignStyle>(key: K, value: DesignStyle[K]) => onChange({ ...style, [key]: value });
  const fontId = useId();
  const shapeName = useId();
  return (
    <div className="grid grid-cols-1 gap-4 @sm:grid-cols-2">
      <ColorField label="Brand colour" value={style.brandColor} onChange={(v) => set("brandColor", v)} />
      <ColorField label="Text colour" value={style.textColor} onChange={(v) => set("textColor", v)} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fontId} className="text-sm font-medium text-slate-700">
          Font
        </label>
        <Select id={fontId} value={style.font} onChange={(e) => set("font", e.target.value as DesignFont)}>
          {Object.entries(DESIGN_FONTS).map(([id, font]) => (
            <option key={id} value={id} style={{ fontFamily: font.stack }}>
              {font.label}
            </option>
          ))}
        </Select>
      </div>
      <Range label="Font size" unit="px" value={style.fontSize} range={DESIGN_LIMITS.fontSize} onChange={(v) => set("fontSize", v)} />
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Photo shape</legend>
        <div className="flex gap-2">
          {SHAPES.map((shape) => (
            <label
              key={shape.value}
              className={cn(
                "flex flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border px-2 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                style.photoShape === shape.value
                  ? "border-brand-600 bg-brand-50 text-brand-800"
                  : "border-slate-300 text-slate-700 hover:bg-slate-50",
              )}
            >
              <input
                type="radio"
                name={shapeName}
                className="sr-only"
                checked={style.photoShape === shape.value}
                onChange={() => set("photoShape", shape.value)}
              />
              <span aria-hidden="true" className={cn("size-4 bg-current opacity-60", shape.radius)} />
              {shape.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Range label="Photo size" unit="px" value={style.photoSize} range={DESIGN_LIMITS.photoSize} onChange={(v) => set("photoSize", v)} />
      <Range label="Logo width" unit="px" value={style.logoWidth} range={DESIGN_LIMITS.logoWidth} onChange={(v) => set("logoWidth", v)} />
    </div>
  );
}
