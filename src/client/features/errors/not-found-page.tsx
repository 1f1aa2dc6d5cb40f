import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { Compass } from "lucide-react";
import { Button } from "../../components/ui/button";
import { clientLog } from "../../lib/logger";
import { usePageTitle } from "../../lib/use-page-title";
import { ERROR_PAGE_TEXT } from "../../../shared/messages";

export function NotFoundPage() {
  const location = useLocation();
  usePageTitle("Page not found");
  useEffect(() => {
    clientLog.error("404 Error: User attempted to access non-existent route", { path: location.pathname });
  }, [location.pathname]);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 px-4 text-center">
      <Compass className="size-12 text-brand-600" aria-hidden="true" />
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{ERROR_PAGE_TEXT.notFound}</h1>
      <p className="max-w-sm text-sm text-slate-500">The page you are looking for doesn't exist or has moved.</p>
      <Button asChild>
        <Link to="/">{ERROR_PAGE_TEXT.returnHome}</Link>
      </Button>
    </main>
  );
}

export { NotFoundPage as Component };
