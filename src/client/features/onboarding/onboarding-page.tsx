// /onboarding: a signed-in user without a company creates one and becomes its
// admin, and reads what comes next (a directory, single sign-on, provisioning). Users who already have a company go to /signature.
import { usePageTitle } from "../../lib/use-page-title";
import { Link, Navigate, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { LogOut } from "lucide-react";
import { Logo } from "../../components/layout/logo";
import { Button } from "../../components/ui/button";
import { meQueryKey, useSession, useSignOut } from "../../lib/session";
import { OnboardingForm } from "./components/onboarding-form";
import { paths } from "../../lib/paths";

export function Component() {
  const { me, hasAccount } = useSession();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageTitle("Set up your company");

  if (!me) return null;
  if (hasAccount) return <Navigate to={paths.signature} replace />;

  const onSignOut = async () => {
    if (await signOut()) navigate(paths.auth);
  };

  const onCreated = async () => {
    await queryClient.refetchQueries({ queryKey: meQueryKey });
    navigate(paths.signature, { replace: true });
  };

  const firstName = me.profile.firstName?.trim();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="flex h-16 items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Signet home">
          <Logo />
        </Link>
        <div className="flex items-center gap-3">
          <span className="hidden text-sm text-slate-500 sm:inline">{me.user.email}</span>
          <Button variant="secondary" size="sm" onClick={onSignOut}>
            <LogOut aria-hidden="true" /> Sign Out
          </Button>
        </div>
      </header>
      <main className="flex flex-1 justify-center px-4 py-8 sm:px-6 sm:py-12">
        <div className="w-full max-w-2xl">
          <p className="text-sm font-medium text-brand-700">Almost there</p>
          <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Set up your company</h1>
          <p className="mt-2 text-sm text-slate-600">
            {firstName ? `Welcome, ${firstName}! ` : "Welcome! "}Tell us about your company and its first office. We will create your
            company account with a ready-made signature template.
          </p>
          <div className="mt-8 rounded-2xl border border-slate-200 bg-white px-5 py-7 shadow-sm sm:px-8">
            <OnboardingForm onCreated={onCreated} />
          </div>
          <section aria-labelledby="onboarding-next" className="mt-6 text-sm text-slate-600">
            <h2 id="onboarding-next" className="font-medium text-slate-900">
              Then, from Company Settings
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              <li>
                Connect Google Workspace or Microsoft 365: your team comes from your directory, and signatures go into Gmail and Outlook by
                themselves.
              </li>
              <li>Turn on single sign-on, so your team signs in with your identity provider.</li>
              <li>Or provision members from Okta or Microsoft Entra ID (SCIM).</li>
            </ul>
          </section>
        </div>
      </main>
    </div>
  );
}
