// An on/off choice with its label and what it does, the switch on the right.
import { useId } from "react";
import { Switch } from "../../../components/ui/switch";

export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled = false,
}: {
  label: string;
  description: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-slate-200 p-3">
      <div>
        <label htmlFor={id} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        <p id={`${id}-description`} className="mt-0.5 text-xs text-slate-500">
          {description}
        </p>
      </div>
      <Switch id={id} aria-describedby={`${id}-description`} checked={checked} onCheckedChange={onChange} disabled={disabled} />
    </div>
  );
}
