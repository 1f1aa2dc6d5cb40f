import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Alert } from "../../../components/ui/alert";

// The form-level error: a failed call or a rule that concerns the whole form.
export function FormBanner({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <Alert tone="error" className="flex items-start gap-2" data-testid="form-banner">
      <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </Alert>
  );
}
