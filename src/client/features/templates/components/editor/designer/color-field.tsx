// A colour as a picker and a hex field side by side: the picker for the eye, the field for
// the brand book's exact value. The field keeps what is typed until it is a valid colour.
import { useEffect, useId, useState } from "react";
import { DesignStyleSchema } from "../../../../../../shared/templates/design/design-schema";

export function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (hex: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const error = DesignStyleSchema.shape.brandColor.safeParse(text).error?.issues[0]?.message;

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-hex`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={`${label} picker`}
          className="h-10 w-12 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        <input
          id={`${id}-hex`}
          value={text}
          onChange={(e) => {
            const next = e.target.value.trim();
            setText(next);
            if (!DesignStyleSchema.shape.brandColor.safeParse(next).error) onChange(next.toLowerCase());
          }}
          onBlur={() => {
            if (error) setText(value);
          }}
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 font-mono text-sm uppercase text-slate-900 shadow-sm focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-500"
        />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
