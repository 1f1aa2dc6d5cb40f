// "Required": the campaign is in every targeted member's signature, locked in their picker.
import { useId } from "react";
import { Switch } from "../../../../components/ui/switch";

export function RequiredSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div>
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-slate-900">
          Required
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          In the signature of every targeted member, shown on and locked in their picker.
        </p>
      </div>
    </div>
  );
}
