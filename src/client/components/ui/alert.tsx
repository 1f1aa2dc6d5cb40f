import type { ComponentProps } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "../../lib/cn";

// wrap-anywhere: a long address or file name in a message wraps instead of spilling out of a dialog.
const alertVariants = cva("rounded-lg border px-4 py-3 text-sm wrap-anywhere", {
  variants: {
    tone: {
      error: "border-red-200 bg-red-50 text-red-800",
      info: "border-brand-200 bg-brand-50 text-brand-900",
      success: "border-emerald-200 bg-emerald-50 text-emerald-800",
      warning: "border-amber-200 bg-amber-50 text-amber-900",
    },
  },
  defaultVariants: { tone: "info" },
});

export function Alert({ className, tone, ...props }: ComponentProps<"div"> & VariantProps<typeof alertVariants>) {
  return <div role={tone === "error" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)} {...props} />;
}
