// The text of a free-text or disclaimer block: plain text with {{placeholders}}, inserted
// at the cursor by the palette. The length rule is the design schema's.
import { useId, useRef } from "react";
import { DESIGN_LIMITS, DesignBlockSchema } from "../../../../../../shared/templates/design/design-schema";
import { Field } from "../../../../../components/ui/field";
import { Textarea } from "../../../../../components/ui/input";
import { PlaceholderPalette } from "../source/placeholder-palette";
import { cn } from "../../../../../lib/cn";

// Image addresses make no sense in running text.
const TEXT_FIELDS = [
  "full_name",
  "job_title",
  "email",
  "personal_phone",
  "office_phone",
  "company_name",
  "website",
  "address",
  "office_name",
  "employee_count",
] as const;

export function BlockTextEditor({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const box = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const error = DesignBlockSchema.shape.text.safeParse(value).error?.issues[0]?.message;
  const over = value.length > DESIGN_LIMITS.text;

  const insert = (text: string, after?: string) => {
    const el = box.current;
    const start = el?.selectionStart ?? value.length;
    const end = el?.selectionEnd ?? value.length;
    const middle = after === undefined ? text : `${text}${value.slice(start, end)}${after}`;
    onChange(value.slice(0, start) + middle + value.slice(end));
    const cursor = start + middle.length;
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(cursor, cursor);
    });
  };

  return (
    <div className="flex flex-col gap-3" id={id}>
      <div className="flex flex-col gap-1">
        <Field label={label} error={error}>
          <Textarea ref={box} value={value} onChange={(e) => onChange(e.target.value)} className="min-h-20" />
        </Field>
        {/* Counted as typed, and still shown once over the limit (beside the error). */}
        <p className={cn("self-end text-xs tabular-nums", over ? "font-medium text-red-600" : "text-slate-500")} data-testid="text-count">
          {value.length.toLocaleString("en-US")} / {DESIGN_LIMITS.text.toLocaleString("en-US")} characters
          {over && ` (${(value.length - DESIGN_LIMITS.text).toLocaleString("en-US")} too many)`}
        </p>
      </div>
      <PlaceholderPalette onInsert={insert} fields={TEXT_FIELDS} />
    </div>
  );
}
