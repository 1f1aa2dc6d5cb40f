// Sign-up through an invitation link: "Join <company>" with the address locked. A link that
// was already accepted offers sign-in; one withdrawn or expired falls back to the ordinary
// sign-up, saying why.
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { ApiError } from "../../../lib/api-client";
import { LoadingState } from "../../../components/ui/spinner";
import type { PublicInvitation } from "../../../../shared/members/invitation-schema";
import { authUrl } from "../auth-mode";
import { AuthLayout } from "./auth-layout";
import { ModeLink } from "./mode-link";
import { SignUpForm } from "./sign-up-form";

const ROLE_NAMES = { user: "a member", admin: "an admin", super_admin: "a super admin" } as const;

type Props = { query: UseQueryResult<PublicInvitation>; email: string; token: string | null };

export function InvitationSignUp({ query, email, token }: Props) {
  if (query.isPending) {
    return (
      <AuthLayout title="Opening your invitation">
        <LoadingState text="Checking your invitation..." />
      </AuthLayout>
    );
  }
  const invitation = query.data;
  if (query.error instanceof ApiError && query.error.code === "invitation_used") {
    return (
      <AuthLayout title="Invitation already used" subtitle={query.error.message} trialNote={false}>
        <Button asChild className="w-full">
          <Link to={authUrl("signin", email)}>Sign in</Link>
        </Button>
      </AuthLayout>
    );
  }
  if (!invitation) {
    return (
      <AuthLayout
        title="Create your account"
        footer={
          <>
            Already have an account? <ModeLink to={authUrl("signin", email)}>Sign in</ModeLink>
          </>
        }
      >
        <Alert tone="warning" className="mb-5">
          This invitation is no longer valid: it was used, withdrawn or has expired. Ask your administrator to send a new one, or create an
          account of your own.
        </Alert>
        <SignUpForm initialEmail={email} invitation={null} />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout
      trialNote={false}
      title={`Join ${invitation.companyName}`}
      subtitle={
        <>
          You have been invited to join <strong className="font-medium text-slate-700">{invitation.companyName}</strong> on Signet as{" "}
          {ROLE_NAMES[invitation.role]}. Already have a Signet account? Enter your current password to join.
        </>
      }
    >
      <SignUpForm initialEmail={invitation.email} invitation={invitation} invitationToken={token} />
    </AuthLayout>
  );
}
