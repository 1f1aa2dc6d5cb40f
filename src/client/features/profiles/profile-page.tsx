// /profile: the member's own details and photo, which fill in their signature.
import { PageHeader } from "../../components/layout/page-header";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { useProfile } from "./api/get-profile";
import { useOffices } from "../../lib/offices";
import { useDepartments } from "../../lib/departments";
import { ProfileForm } from "./components/profile-form";
import { PhotoCard } from "./components/photo-card";
import { EmailChangeCard } from "./components/email-change-card";

export function Component() {
  const profile = useProfile();
  const offices = useOffices();
  const departments = useDepartments();
  const header = <PageHeader title="User Profile" description="Your details as they appear in your email signature." />;

  if (profile.isPending || offices.isPending || departments.isPending) {
    return (
      <div>
        {header}
        <LoadingState text="Loading your profile..." />
      </div>
    );
  }
  const failed = [profile, offices, departments].find((q) => q.isError);
  if (failed || !profile.data) {
    return (
      <div>
        {header}
        <Alert tone="error" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>Your profile could not be loaded. {failed?.error?.message}</span>
          <Button variant="secondary" size="sm" onClick={() => [profile, offices, departments].forEach((q) => q.isError && q.refetch())}>
            Try again
          </Button>
        </Alert>
      </div>
    );
  }
  const p = profile.data;
  const name = [p.firstName, p.lastName].filter(Boolean).join(" ") || p.email;
  return (
    <div>
      {header}
      {p.directory?.pendingEmail && (
        <EmailChangeCard current={p.email} pending={p.directory.pendingEmail} provider={p.directory.provider} />
      )}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <PhotoCard photoUrl={p.photoUrl} name={name} />
        {/* Re-mount after a save elsewhere so the form starts from the stored values. */}
        <ProfileForm key={p.id} profile={p} offices={offices.data ?? []} departments={departments.data ?? []} />
      </div>
    </div>
  );
}
