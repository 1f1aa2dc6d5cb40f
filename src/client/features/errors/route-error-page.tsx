import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { clientLog } from "../../lib/logger";
import { usePageTitle } from "../../lib/use-page-title";
import { ERROR_PAGE_TEXT } from "../../../shared/messages";

// Shown when a route fails to load or render: 'Unexpected Application Error!'.
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle("Error");
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  useEffect(() => {
    clientLog.error("Routing error", { detail });
  }, [detail]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-slate-50 px-4 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{ERROR_PAGE_TEXT.routingError}</h1>
      <p className="max-w-md text-sm text-slate-500">{detail}</p>
      <a href="/" className="text-sm font-medium text-brand-700 underline">
        {ERROR_PAGE_TEXT.returnHome}
      </a>
    </main>
  );
}
