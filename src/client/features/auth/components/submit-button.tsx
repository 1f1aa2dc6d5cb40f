import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";

export function SubmitButton({ pending, pendingText, children }: { pending: boolean; pendingText: string; children: ReactNode }) {
  return (
    <Button type="submit" size="lg" className="w-full text-sm" disabled={pending} aria-busy={pending}>
      {pending && <Spinner className="size-4 border-white/40 border-t-white" label={pendingText} />}
      {pending ? pendingText : children}
    </Button>
  );
}
