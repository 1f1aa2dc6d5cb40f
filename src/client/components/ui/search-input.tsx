// A search box with its magnifier: the list pages' search. `label` names it for screen
// readers (the placeholder is only a hint); `className` sizes the wrapper.
import type { ComponentProps } from "react";
import { Search } from "lucide-react";
import { cn } from "../../lib/cn";
import { Input } from "./input";

type Props = Omit<ComponentProps<typeof Input>, "type" | "aria-label"> & { label: string; inputClassName?: string };

export function SearchInput({ label, className, inputClassName, ...props }: Props) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
      <Input type="search" aria-label={label} className={cn("pl-9", inputClassName)} {...props} />
    </div>
  );
}
