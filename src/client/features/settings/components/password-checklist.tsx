// The sign-up password rules as a live checklist (spec 5).
import { Check, X } from "lucide-react";
import { PASSWORD_RULES } from "../../../../shared/auth/validation";
import { cn } from "../../../lib/cn";

export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  return (
    <ul id={id} className="grid grid-cols-1 gap-1 text-xs sm:grid-cols-2" aria-label="Password rules">
      {PASSWORD_RULES.map((rule) => {
        const passed = rule.test(password);
        return (
          <li key={rule.id} className={cn("flex items-center gap-1.5", passed ? "text-emerald-700" : "text-slate-500")}>
            {passed ? <Check className="size-3.5" aria-hidden="true" /> : <X className="size-3.5" aria-hidden="true" />}
            {rule.label}
            <span className="sr-only">{passed ? "(done)" : "(missing)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
