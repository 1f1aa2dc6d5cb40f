// /auth: sign-in, sign-up, forgot-password, one-time-code reset and the emailed reset
// link, one screen whose mode comes from the URL. Each form is keyed by
// the URL, so switching modes (e.g. 'Back to sign in') starts from a clean form.
import { useEffect, useRef } from "react";
import { Navigate, useLocation, useSearchParams } from "react-router";
import { Island } from "../../components/layout/island";
import { LoadingState } from "../../components/ui/spinner";
import { useSession, useSignOut } from "../../lib/session";
import { usePageTitle } from "../../lib/use-page-title";
import { usePublicInvitation } from "./api/get-public-invitation";
import { authUrl, readAuthParams, targetAfterAuth } from "./auth-mode";
import { resetSentText } from "./reset-sent-text";
import { AuthLayout } from "./components/auth-layout";
import { BackToSignIn } from "./components/back-to-sign-in";
import { ForgotPasswordForm } from "./components/forgot-password-form";
import { InvitationSignUp } from "./components/invitation-sign-up";
import { ModeLink } from "./components/mode-link";
import { OtpResetForm } from "./components/otp-reset-form";
import { ResetLinkForm } from "./components/reset-link-form";
import { SignInForm } from "./components/sign-in-form";
import { SsoForm } from "./components/sso-form";
import { SignUpForm } from "./components/sign-up-form";

// In a recovery flow a signed-in session is ended at once: the new password is
// set signed out, and the reset revokes every session anyway.
function useSignOutForRecovery(shouldSignOut: boolean) {
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (!shouldSignOut || started.current) return;
    started.current = true;
    void signOut();
  }, [shouldSignOut, signOut]);
}

export function Component() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { mode, invitationId, email, token } = readAuthParams(params);
  const { status } = useSession();
  const invitation = usePublicInvitation(invitationId, token);
  const key = params.toString();
  usePageTitle(mode === "signup" ? "Sign up" : mode === "signin" ? "Sign in" : mode === "sso" ? "Sign in with SSO" : "Reset password");
  useSignOutForRecovery(mode === "reset-password" && status === "authenticated");

  if (status === "loading") return <LoadingState text="Loading..." />;
  // Signed-in users have nothing to do here, unless they follow an invitation or a reset link.
  if (status === "authenticated" && !invitationId && mode !== "reset-password") {
    return <Navigate to={targetAfterAuth(location.state)} replace />;
  }

  switch (mode) {
    case "signin":
      return (
        <AuthLayout
          title="Sign in to Signet"
          subtitle="Welcome back. Sign in to manage your email signature."
          footer={
            <>
              Don't have an account? <ModeLink to={authUrl("signup", email)}>Sign up</ModeLink>
            </>
          }
        >
          <Island name="sign-in">
            <SignInForm key={key} initialEmail={email} />
          </Island>
        </AuthLayout>
      );
    case "sso":
      return (
        <AuthLayout
          title="Sign in with SSO"
          subtitle="Enter your work email and we will send you to your company's identity provider."
          footer={<BackToSignIn />}
        >
          <SsoForm key={key} initialEmail={email} refusal={params.get("sso_error")} />
        </AuthLayout>
      );
    case "signup":
      if (invitationId) return <InvitationSignUp key={key} query={invitation} email={email} token={token} />;
      return (
        <AuthLayout
          title="Create your account"
          subtitle="Start your free trial. No credit card required."
          footer={
            <>
              Already have an account? <ModeLink to={authUrl("signin", email)}>Sign in</ModeLink>
            </>
          }
        >
          <SignUpForm key={key} initialEmail={email} invitation={null} />
        </AuthLayout>
      );
    case "forgot-password":
      return (
        <AuthLayout
          title="Reset your password"
          subtitle="Enter the email you sign in with and we will send you a 6-digit verification code."
          footer={<BackToSignIn />}
        >
          <ForgotPasswordForm key={key} initialEmail={email} />
        </AuthLayout>
      );
    case "otp-reset":
      return (
        <AuthLayout
          title="Enter your code"
          subtitle={`${resetSentText(email)} Enter the code and choose a new password below, or open the link in the email.`}
          footer={<BackToSignIn />}
        >
          <OtpResetForm key={key} initialEmail={email} />
        </AuthLayout>
      );
    case "reset-password":
      return (
        <AuthLayout
          title="Choose a new password"
          subtitle="It must differ from your current password. Every device you are signed in on will be signed out."
          footer={<BackToSignIn />}
        >
          <ResetLinkForm key={key} token={token!} />
        </AuthLayout>
      );
  }
}
