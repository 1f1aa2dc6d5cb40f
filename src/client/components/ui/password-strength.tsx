// The strength bar and the live checklist of the password rules, from the
// same shared rules the server enforces. Updates on every keystroke, without debounce.
import { Check, X } from "lucide-react";
import { PASSWORD_RULES, passwordStrength } from "../../../shared/fields/fields";
import { cn } from "../../lib/cn";

const LOOK = {
  weak: { label: "Weak", bar: "bg-red-500", text: "text-red-700", filled: 1 },
  medium: { label: "Medium", bar: "bg-amber-500", text: "text-amber-700", filled: 2 },
  strong: { label: "Strong", bar: "bg-emerald-500", text: "text-emerald-700", filled: 3 },
} as const;

export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const { strength, passed } = passwordStrength(password);
  const look = LOOK[strength];
  return (
    <div id={id} className="flex flex-col gap-2" data-testid="password-strength" data-strength={password ? strength : "empty"}>
      <div className="flex items-center gap-3">
        <div className="grid flex-1 grid-cols-3 gap-1.5" aria-hidden="true">
          {[1, 2, 3].map((step) => (
            <span
              key={step}
              className={cn("h-1.5 rounded-full bg-slate-200 transition-colors", password && step <= look.filled && look.bar)}
            />
          ))}
        </div>
        <p className={cn("w-28 text-right text-xs font-medium", password ? look.text : "text-slate-500")} aria-live="polite">
          {password ? `Strength: ${look.label}` : "Strength"}
        </p>
      </div>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2" aria-label="Password requirements">
        {PASSWORD_RULES.map((rule) => {
          const ok = passed.includes(rule.id);
          return (
            <li key={rule.id} className={cn("flex items-center gap-1.5", ok ? "text-emerald-700" : "text-slate-500")} data-met={ok}>
              {ok ? (
                <Check className="size-3.5 shrink-0" aria-hidden="true" />
              ) : (
                <X className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
              )}
              <span>{rule.label}</span>
              <span className="sr-only">{ok ? "(met)" : "(not met)"}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
