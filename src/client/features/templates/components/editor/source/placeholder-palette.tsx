// The signature placeholders as buttons that insert `{{field}}` at the cursor, and a
// `{{#if field}}...{{/if}}` block around the selection (the block keeps its content only
// for members who have that field). Used by the HTML source and the designer's text blocks.
import { useId, useState } from "react";
import { Braces } from "lucide-react";
import { SIGNATURE_FIELDS, type SignatureField } from "../../../../../../shared/signature/fields";
import { Button } from "../../../../../components/ui/button";
import { Select } from "../../../../../components/ui/input";

export const FIELD_LABELS: Record<SignatureField, string> = {
  full_name: "Full name",
  job_title: "Job title",
  email: "Email",
  personal_phone: "Personal phone",
  office_phone: "Office phone",
  company_name: "Company name",
  website: "Website",
  address: "Address",
  office_name: "Office name",
  employee_count: "Employee count",
  linkedin_url: "LinkedIn URL",
  photo_url: "Photo URL",
  logo_url: "Logo URL",
};

type Props = {
  onInsert: (text: string, wrapAfter?: string) => void;
  disabled?: boolean;
  /** Text blocks take text placeholders only; the HTML source takes every one. */
  fields?: readonly SignatureField[];
  withIfBlock?: boolean;
};

export function PlaceholderPalette({ onInsert, disabled, fields = SIGNATURE_FIELDS, withIfBlock = true }: Props) {
  const id = useId();
  const [ifField, setIfField] = useState<SignatureField>("personal_phone");
  return (
    <div className="flex flex-col gap-3" role="group" aria-labelledby={`${id}-title`}>
      <p id={`${id}-title`} className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        <Braces className="size-3.5" aria-hidden="true" /> Insert a placeholder
      </p>
      <div className="flex flex-wrap gap-1.5">
        {fields.map((field) => (
          <button
            key={field}
            type="button"
            disabled={disabled}
            onClick={() => onInsert(`{{${field}}}`)}
            title={`Insert {{${field}}}`}
            aria-label={`Insert ${FIELD_LABELS[field]} placeholder`}
            className="rounded-md border border-slate-200 bg-slate-50 px-2 py-1 font-mono text-xs text-slate-700 hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            {field}
          </button>
        ))}
      </div>
      {withIfBlock && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-if`} className="text-xs text-slate-600">
            Show only when set:
          </label>
          <Select
            id={`${id}-if`}
            value={ifField}
            onChange={(e) => setIfField(e.target.value as SignatureField)}
            disabled={disabled}
            className="h-8 w-auto py-0 text-xs"
          >
            {fields.map((field) => (
              <option key={field} value={field}>
                {FIELD_LABELS[field]}
              </option>
            ))}
          </Select>
          <Button size="sm" variant="secondary" disabled={disabled} onClick={() => onInsert(`{{#if ${ifField}}}`, "{{/if}}")}>
            Insert {"{{#if}}"} block
          </Button>
        </div>
      )}
    </div>
  );
}
