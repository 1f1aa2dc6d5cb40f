import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { ArrowRight, LogOut } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../lib/paths";
import { useSignOut, type Me } from "../../../lib/session";
import { LANDING_TEXT } from "../../../../shared/messages";
import { QueryClientProvider } from "@tanstack/react-query";
import { appQueryClient } from "../../../lib/query-client";
import { useSessionRefresh } from "../../../lib/session-refresh";

// Signed-in visitors of / get a way back into the app instead of the marketing pitch.
type Props = { me: Me; hasAccount: boolean };

// Loaded only for signed-in visitors, with the query cache the sign-out clears.
export function WelcomeBlock(props: Props) {
  return (
    <QueryClientProvider client={appQueryClient()}>
      <Welcome {...props} />
    </QueryClientProvider>
  );
}

/** What waits behind "Go to Dashboard": a blocked company's members are told so here already. */
function welcomeLine(me: Me, hasAccount: boolean) {
  if (!hasAccount || !me.account) return "Set up your company to create your first signature.";
  if (me.account.status === "suspended") return `${me.account.name}'s account is suspended, so its pages are closed for now.`;
  if (me.account.status === "pending_activation") return `${me.account.name}'s account is waiting to be activated.`;
  return `Your ${me.account.name} signature and campaigns are waiting for you.`;
}

function Welcome({ me, hasAccount }: Props) {
  // Keeps the session from lapsing while the page is open.
  useSessionRefresh();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const name = [me.profile.firstName, me.profile.lastName].filter(Boolean).join(" ");

  // Sign-out goes to /auth, from here as from the app's top bar.
  const onSignOut = async () => {
    setSigningOut(true);
    if (await signOut()) navigate(paths.auth);
    else setSigningOut(false);
  };

  return (
    <section
      aria-labelledby="welcome-title"
      className="flex flex-1 items-center justify-center bg-[radial-gradient(50rem_25rem_at_top,var(--color-brand-50),transparent)] px-4 py-20 sm:py-28"
    >
      <div className="w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm sm:p-10">
        <h1 id="welcome-title" className="text-3xl font-semibold tracking-tight text-slate-900">
          {LANDING_TEXT.welcomeBack}
        </h1>
        <p className="mt-3 text-sm text-slate-600">
          Signed in as <span className="font-medium text-slate-900">{name || me.user.email}</span>
          {name && <span className="text-slate-500"> ({me.user.email})</span>}
        </p>
        <p className="mt-2 text-sm text-slate-500">{welcomeLine(me, hasAccount)}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to={hasAccount ? paths.signature : paths.onboarding}>
              {hasAccount ? LANDING_TEXT.goToDashboard : LANDING_TEXT.completeSetup} <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
          <Button size="lg" variant="secondary" onClick={onSignOut} disabled={signingOut}>
            <LogOut aria-hidden="true" /> {LANDING_TEXT.signOut}
          </Button>
        </div>
      </div>
    </section>
  );
}
