// /settings, for every member: the company's details read-only, then the member's own
// settings (password, sessions, deleting their user). The sidebar calls it "Company Settings";
// its heading says "Your settings" so it is never confused with the admins' /company-settings.
// An admin also gets "Manage the company", a link to each section of /company-settings.
import { PageHeader } from "../../components/layout/page-header";
import { roleFlagsOf, useSession } from "../../lib/session";
import { CompanyDetailsCard } from "./components/company-details-card";
import { ChangePasswordCard } from "./components/change-password-card";
import { SessionsCard } from "./components/sessions-card";
import { DeleteUserCard } from "./components/delete-user-card";
import { CompanySectionsCard } from "./components/company-sections-card";

export function Component() {
  const { me } = useSession();
  if (!me?.account) return null; // the account guard shows nothing else without one
  const { isAdmin } = roleFlagsOf(me);
  return (
    <div>
      <PageHeader title="Your settings" description="Your company's details, and the settings of your own sign-in." />
      <div className="flex flex-col gap-6">
        {isAdmin && <CompanySectionsCard />}
        <CompanyDetailsCard account={me.account} isAdmin={isAdmin} />
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <ChangePasswordCard />
          <SessionsCard />
        </div>
        <DeleteUserCard companyName={me.account.name} />
      </div>
    </div>
  );
}
