import { useId } from "react";
import { Link } from "react-router";
import { Checkbox } from "../../../components/ui/checkbox";
import { paths } from "../../../lib/paths";

type Props = { checked: boolean; onChange: (checked: boolean) => void; error?: string };

export function TermsCheckbox({ checked, onChange, error }: Props) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-start gap-3">
        <Checkbox
          id={id}
          checked={checked}
          onCheckedChange={(value) => onChange(value === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5"
        />
        <label htmlFor={id} className="text-sm text-slate-600">
          I accept the{" "}
          <Link to={paths.terms} target="_blank" className="font-medium text-brand-700 hover:underline">
            Terms of Service
          </Link>{" "}
          and the{" "}
          <Link to={paths.privacy} target="_blank" className="font-medium text-brand-700 hover:underline">
            Privacy Policy
          </Link>
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
