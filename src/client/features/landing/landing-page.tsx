// The landing page: marketing for signed-out visitors, a welcome block
// for signed-in users, a loading screen while the auth status is unknown.
import { lazy, Suspense } from "react";
import { SiteFooter } from "../../components/layout/site-footer";
import { LoadingState } from "../../components/ui/spinner";
import { useMeSnapshot } from "../../lib/me";
import { usePageTitle } from "../../lib/use-page-title";
import { ClosingCta } from "./components/closing-cta";
import { FeatureGroups } from "./components/feature-groups";
import { Hero } from "./components/hero";
import { LandingHeader } from "./components/landing-header";

// Signed-in visitors only: it brings the query cache and the toaster (sign-out) along.
const WelcomeBlock = lazy(() => import("./components/welcome-block").then((m) => ({ default: m.WelcomeBlock })));

export function Component() {
  const { status, me } = useMeSnapshot();
  usePageTitle(status === "authenticated" && me !== null ? "Welcome" : "Email signatures for your company");
  if (status === "loading") return <LandingLoading />;
  const signedIn = status === "authenticated" && me !== null;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader signedIn={signedIn} />
      <main id="main" className="flex flex-1 flex-col">
        {signedIn ? (
          <Suspense fallback={<LoadingState text="Loading..." />}>
            {/* A user has an account only when both the membership and its account exist. */}
            <WelcomeBlock me={me} hasAccount={Boolean(me.membership && me.account)} />
          </Suspense>
        ) : (
          <>
            <Hero />
            <FeatureGroups />
            <ClosingCta />
          </>
        )}
      </main>
      <SiteFooter />
    </div>
  );
}

function LandingLoading() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-white" aria-busy="true">
      <LoadingState text="Loading..." />
    </main>
  );
}
