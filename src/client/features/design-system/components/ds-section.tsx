import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";

export function DsSection({ id, title, description, children }: { id: string; title: string; description: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-24 border-t border-slate-200 py-10 first:border-0 first:pt-0">
      <h2 id={`${id}-title`} className="text-xl font-semibold tracking-tight text-slate-900">
        {title}
      </h2>
      <p className="mt-1 max-w-2xl text-sm text-slate-500">{description}</p>
      <div className="mt-6 flex flex-col gap-6">{children}</div>
    </section>
  );
}

// One labelled specimen: what it is, where it comes from, and the live component.
export function Specimen({
  title,
  source,
  children,
  className,
}: {
  title: string;
  source?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-100 px-4 py-2.5">
        <h3 className="text-sm font-medium text-slate-900">{title}</h3>
        {source && <code className="text-xs text-slate-500">{source}</code>}
      </div>
      <div className={cn("p-4 sm:p-6", className)}>{children}</div>
    </div>
  );
}
