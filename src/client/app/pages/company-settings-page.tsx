// /company-settings (admins): the company's details, time zone and logo, offices, departments, integrations,
// provisioning (SCIM), single sign-on (Security), API keys, webhooks, the Activity log, and the danger zone. The open tab is in the address (?tab=offices).
import { useSearchParams } from "react-router";
import { Building2, FolderTree, History, KeyRound, MapPin, Plug, ShieldCheck, UserCog, Webhook } from "lucide-react";
import { PageHeader } from "../../components/layout/page-header";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../components/ui/tabs";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import { useCompany } from "../../features/company/api/company";
import { DetailsCard } from "../../features/company/components/details-card";
import { LogoCard } from "../../features/company/components/logo-card";
import { TimeZoneCard } from "../../features/company/components/time-zone-card";
import { DangerZoneCard } from "../../features/company/components/danger-zone-card";
import { OfficesTab } from "../../features/offices/components/offices-tab";
import { DepartmentsTab } from "../../features/departments/components/departments-tab";
import { ActivityTab } from "../../features/audit/components/activity-tab";
import { IntegrationsTab } from "../../features/integrations/components/integrations-tab";
import { MailboxUpdatesCard } from "../../features/mailboxes/components/mailbox-updates-card";
import { ProvisioningTab } from "../../features/provisioning/components/provisioning-tab";
import { SecurityTab } from "../../features/sso/components/security-tab";
import { ApiTab } from "../../features/api-keys/components/api-tab";
import { WebhooksTab } from "../../features/webhooks/components/webhooks-tab";

const TABS = ["details", "offices", "departments", "integrations", "provisioning", "security", "api", "webhooks", "activity"] as const;
type Tab = (typeof TABS)[number];

export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : "details";
  const company = useCompany();

  return (
    <div>
      <PageHeader
        title="Company Settings"
        description="Your company's details, logo, offices and departments, integrations, provisioning, single sign-on, API keys, webhooks, and what admins changed."
      />
      <Tabs value={tab} onValueChange={(value) => setParams(value === "details" ? {} : { tab: value }, { replace: true })}>
        <TabsList aria-label="Company settings sections">
          <TabsTrigger value="details">
            <Building2 aria-hidden="true" /> Details
          </TabsTrigger>
          <TabsTrigger value="offices">
            <MapPin aria-hidden="true" /> Offices
          </TabsTrigger>
          <TabsTrigger value="departments">
            <FolderTree aria-hidden="true" /> Departments
          </TabsTrigger>
          <TabsTrigger value="integrations">
            <Plug aria-hidden="true" /> Integrations
          </TabsTrigger>
          <TabsTrigger value="provisioning">
            <UserCog aria-hidden="true" /> Provisioning
          </TabsTrigger>
          <TabsTrigger value="security">
            <ShieldCheck aria-hidden="true" /> Security
          </TabsTrigger>
          <TabsTrigger value="api">
            <KeyRound aria-hidden="true" /> API
          </TabsTrigger>
          <TabsTrigger value="webhooks">
            <Webhook aria-hidden="true" /> Webhooks
          </TabsTrigger>
          <TabsTrigger value="activity">
            <History aria-hidden="true" /> Activity
          </TabsTrigger>
        </TabsList>
        <TabsContent value="details">
          {company.isPending ? (
            <LoadingState text="Loading company details..." />
          ) : company.isError ? (
            <Alert tone="error">The company details could not be loaded.</Alert>
          ) : (
            <div className="flex flex-col gap-6">
              <DetailsCard key={company.data.id} company={company.data} />
              <TimeZoneCard key={`${company.data.id}-zone`} company={company.data} />
              <LogoCard company={company.data} />
              <DangerZoneCard companyName={company.data.name} />
            </div>
          )}
        </TabsContent>
        <TabsContent value="offices">
          <OfficesTab />
        </TabsContent>
        <TabsContent value="departments">
          <DepartmentsTab />
        </TabsContent>
        <TabsContent value="integrations" className="flex flex-col gap-6">
          <MailboxUpdatesCard />
          <IntegrationsTab />
        </TabsContent>
        <TabsContent value="provisioning">
          <ProvisioningTab />
        </TabsContent>
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
        <TabsContent value="api">
          <ApiTab />
        </TabsContent>
        <TabsContent value="webhooks">
          <WebhooksTab />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
