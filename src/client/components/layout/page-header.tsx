import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { usePageTitle } from "../../lib/use-page-title";

// The optional page title of signed-in pages, with a short description and actions.
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  // Every page with a header names itself in the tab title.
  usePageTitle(title);
  return (
    <div className={cn("mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div>
        <h1 tabIndex={-1} className="text-2xl outline-none font-semibold tracking-tight text-slate-900">
          {title}
        </h1>
        {description && <p className="mt-1 text-sm text-slate-500">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
