import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { usePageNavigation } from "../../../lib/page-navigation";

// A link to another auth mode that keeps the page the guard remembered (the history entry's state).
export function ModeLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const { Link, state } = usePageNavigation();
  return (
    <Link to={to} state={state} className={cn("rounded-sm font-medium text-brand-700 hover:underline", className)}>
      {children}
    </Link>
  );
}
