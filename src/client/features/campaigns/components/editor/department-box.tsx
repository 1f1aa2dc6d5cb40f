// One department of the audience, ticked or not.
import { useId } from "react";
import { Checkbox } from "../../../../components/ui/checkbox";
import { cn } from "../../../../lib/cn";

export function DepartmentBox({ name, checked, onChange }: { name: string; checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div
      className={cn(
        "flex items-center gap-2.5 rounded-lg border px-3 py-2",
        checked ? "border-brand-200 bg-brand-50/60" : "border-slate-200",
      )}
    >
      <Checkbox id={id} checked={checked} onCheckedChange={(v) => onChange(v === true)} />
      <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-slate-800">
        {name}
      </label>
    </div>
  );
}
