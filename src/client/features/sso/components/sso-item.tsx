// One domain or identity provider in its card: its name and state, its actions and remove,
// then what to do with it.
import type { ReactNode } from "react";
import { Trash2 } from "lucide-react";
import { Button } from "../../../components/ui/button";

export function SsoItem({
  name,
  badges,
  actions,
  onRemove,
  testId,
  children,
}: {
  name: string;
  badges: ReactNode;
  actions?: ReactNode;
  onRemove: () => void;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-all text-slate-900">{name}</span>
          {badges}
        </div>
        <div className="flex items-center gap-1">
          {actions}
          <Button
            size="icon"
            variant="ghost"
            className="size-8 text-red-700 hover:bg-red-50"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {children}
    </li>
  );
}
