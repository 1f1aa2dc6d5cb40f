// Pages open to everyone that a signed-in member reaches from inside the app (/contact):
// with an active company account they keep the app shell (sidebar and all), otherwise the
// public one.
import { useSession } from "../../lib/session";
import { LoadingScreen } from "../guards/loading-screen";
import { AppLayout } from "./app-layout";
import { PublicLayout } from "./public-layout";

export function SessionLayout() {
  const { status, me, hasAccount } = useSession();
  if (status === "loading") return <LoadingScreen />;
  const active = hasAccount && me?.account?.status === "active";
  return active ? <AppLayout /> : <PublicLayout />;
}
