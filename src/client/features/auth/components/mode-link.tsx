import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { cn } from "../../../lib/cn";

// A link to another auth mode that keeps the page the guard remembered (location.state).
export function ModeLink({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  const location = useLocation();
  return (
    <Link to={to} state={location.state} className={cn("rounded-sm font-medium text-brand-700 hover:underline", className)}>
      {children}
    </Link>
  );
}
