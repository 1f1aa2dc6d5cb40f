// The landing page (spec 1 and 2): marketing for signed-out visitors, a welcome block
// for signed-in users, a loading screen while the auth status is unknown.
import { useState } from "react";
import { SiteFooter } from "../../components/layout/site-footer";
import { LoadingState } from "../../components/ui/spinner";
import { useSession } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { ClosingCta } from "./components/closing-cta";
import { FeatureGroups } from "./components/feature-groups";
import { Hero } from "./components/hero";
import { LandingHeader } from "./components/landing-header";
import { WelcomeBlock } from "./components/welcome-block";

export function Component() {
  // Sign-out clears the whole query cache, which leaves a mounted session observer on the
  // removed query; remounting reads the fresh, signed-out session.
  const [epoch, setEpoch] = useState(0);
  return <Landing key={epoch} onSignedOut={() => setEpoch((n) => n + 1)} />;
}

function Landing({ onSignedOut }: { onSignedOut: () => void }) {
  const { status, me, hasAccount } = useSession();
  usePageTitle(status === "authenticated" && me !== null ? "Welcome" : "Email signatures for your company");
  if (status === "loading") {
    return (
      <main className="flex min-h-screen items-center justify-center bg-white" aria-busy="true">
        <LoadingState text="Loading..." />
      </main>
    );
  }
  const signedIn = status === "authenticated" && me !== null;
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader signedIn={signedIn} />
      <main id="main" className="flex flex-1 flex-col">
        {signedIn ? (
          <WelcomeBlock me={me} hasAccount={hasAccount} onSignedOut={onSignedOut} />
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
