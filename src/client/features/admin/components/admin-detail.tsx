// The frame of an admin detail page (an account, a user): the way back to its list, and
// while it loads or when it cannot, what the page says instead.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowLeft } from "lucide-react";
import { Alert } from "../../../components/ui/alert";
import { ApiError } from "../../../lib/api-client";

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="mb-3 inline-flex items-center gap-1 text-sm text-slate-500 hover:text-slate-900">
      <ArrowLeft className="size-4" aria-hidden="true" /> {children}
    </Link>
  );
}

/** The page when its record could not be loaded: gone (404) or another failure. */
export function DetailLoadError({ back, error, gone, noun }: { back: ReactNode; error: Error; gone: string; noun: string }) {
  return (
    <div>
      {back}
      <Alert tone="error">
        {error instanceof ApiError && error.status === 404 ? gone : `The ${noun} could not be loaded: ${error.message}`}
      </Alert>
    </div>
  );
}
