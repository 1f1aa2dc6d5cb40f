import { cn } from "../../lib/cn";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn("inline-block size-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600", className)}
    />
  );
}

// Full-area loading state with a visible text (such as "Loading signature..." and the loading screens).
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="flex min-h-40 flex-col items-center justify-center gap-3 py-12 text-sm text-slate-500">
      <Spinner />
      <p>{text}</p>
    </div>
  );
}
