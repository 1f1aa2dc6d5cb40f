// Tabs on radix-ui: arrow keys move between tabs, each panel is labelled by its tab.
// On a narrow screen the icons go and the list scrolls sideways instead of wrapping; a page
// opened on a tab (?tab=...) scrolls that tab into view.
import { Tabs as TabsPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn";

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn("-mx-1 mb-6 flex gap-1 overflow-x-auto border-b border-slate-200 px-1 [scrollbar-width:none]", className)}
      {...props}
    />
  );
}

// Scrolls only the list sideways, never the page.
const showIfActive = (element: HTMLButtonElement | null) => {
  const list = element?.parentElement;
  if (!element || !list || element.dataset.state !== "active") return;
  const hidden = element.getBoundingClientRect().right - list.getBoundingClientRect().right;
  if (hidden > 0) list.scrollLeft += hidden;
};

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      ref={showIfActive}
      className={cn(
        "-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 border-transparent px-2 py-2.5 sm:px-3 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 focus-visible:rounded-t-md focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 data-[state=active]:border-brand-600 data-[state=active]:text-brand-700 [&_svg]:hidden [&_svg]:size-4 sm:[&_svg]:block",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn("focus-visible:outline-none", className)} {...props} />;
}

// A side list of tabs in groups (a settings page with many sections): beside the panel from
// 1024 px, above it as wrapping rows below that, so every tab shows at any width without
// scrolling sideways. Use with <Tabs orientation="vertical">, one SideTabsList per group.
export function SideTabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={cn("flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap", className)} {...props} />;
}

export function SideTabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        "inline-flex items-center gap-2 rounded-md border border-slate-200 px-2.5 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:border-brand-200 data-[state=active]:bg-brand-50 data-[state=active]:text-brand-800 lg:w-full lg:border-transparent lg:px-3 lg:py-2 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400 data-[state=active]:[&_svg]:text-brand-600",
        className,
      )}
      {...props}
    />
  );
}
