// Authenticated-only pages: a signed-out visitor goes to /auth, and the page they wanted
// is remembered so sign-in brings them back. Loading longer than 10 s also goes to /auth.
import { useEffect, useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useSession } from "../../lib/session";
import { AUTH_LOADING_TIMEOUT_MS } from "../../../shared/limits";
import { LoadingScreen } from "./loading-screen";
import { paths } from "../../lib/paths";

export function RequireAuth() {
  const { status } = useSession();
  const location = useLocation();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (status !== "loading") return;
    const timer = setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const from = `${location.pathname}${location.search}${location.hash}`;
  if (status === "unauthenticated" || (status === "loading" && timedOut)) {
    return <Navigate to={paths.auth} replace state={{ from }} />;
  }
  if (status === "loading") return <LoadingScreen />;
  return <Outlet />;
}
