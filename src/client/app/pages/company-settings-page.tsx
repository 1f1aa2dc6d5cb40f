// /company-settings (admins): the sections of lib/company-settings-sections.ts in groups, as a
// side list beside the open section (rows above it on narrower screens). The open section is in
// the address (?tab=offices). A new section: its entry in that list and its panel in PANELS.
import type { ComponentType } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/layout/page-header";
import { SideTabsList, SideTabsTrigger, Tabs, TabsContent } from "../../components/ui/tabs";
import { LoadingState } from "../../components/ui/spinner";
import { Alert } from "../../components/ui/alert";
import {
  COMPANY_SETTINGS_GROUPS,
  DEFAULT_COMPANY_SETTINGS_TAB,
  isCompanySettingsTab,
  type CompanySettingsTab,
} from "../../lib/company-settings-sections";
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
import { MailFlowTab } from "../../features/mail-flow/components/mail-flow-tab";

function DetailsTab() {
  const company = useCompany();
  if (company.isPending) return <LoadingState text="Loading company details..." />;
  if (company.isError) return <Alert tone="error">The company details could not be loaded.</Alert>;
  return (
    <div className="flex flex-col gap-6">
      <DetailsCard key={company.data.id} company={company.data} />
      <TimeZoneCard key={`${company.data.id}-zone`} company={company.data} />
      <LogoCard company={company.data} />
      <DangerZoneCard companyName={company.data.name} />
    </div>
  );
}

/** The connections, after the switch that keeps their mailboxes up to date. */
function IntegrationsPanel() {
  return (
    <div className="flex flex-col gap-6">
      <MailboxUpdatesCard />
      <IntegrationsTab />
    </div>
  );
}

const PANELS: Record<CompanySettingsTab, ComponentType> = {
  details: DetailsTab,
  offices: OfficesTab,
  departments: DepartmentsTab,
  integrations: IntegrationsPanel,
  provisioning: ProvisioningTab,
  "mail-flow": MailFlowTab,
  api: ApiTab,
  webhooks: WebhooksTab,
  security: SecurityTab,
  activity: ActivityTab,
};

export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: CompanySettingsTab = isCompanySettingsTab(requested) ? requested : DEFAULT_COMPANY_SETTINGS_TAB;
  const Panel = PANELS[tab];

  return (
    <div>
      <PageHeader
        title="Company Settings"
        description="Your company's details, logo, offices and departments, integrations, provisioning, single sign-on, the mail relay, API keys, webhooks, and what admins changed."
      />
      <Tabs
        value={tab}
        orientation="vertical"
        onValueChange={(value) => setParams(value === DEFAULT_COMPANY_SETTINGS_TAB ? {} : { tab: value }, { replace: true })}
        className="flex flex-col gap-6 lg:flex-row lg:items-start"
      >
        <nav aria-label="Company settings sections" className="flex shrink-0 flex-col gap-3 lg:sticky lg:top-4 lg:w-48 lg:gap-5">
          {COMPANY_SETTINGS_GROUPS.map((group) => (
            <div
              key={group.label}
              className="flex flex-col gap-1.5 sm:flex-row sm:items-center sm:gap-3 lg:flex-col lg:items-stretch lg:gap-1"
            >
              <p
                id={`company-settings-group-${group.label}`}
                className="shrink-0 text-xs font-semibold tracking-wide text-slate-500 uppercase sm:w-24 lg:w-auto lg:px-3"
              >
                {group.label}
              </p>
              <SideTabsList aria-labelledby={`company-settings-group-${group.label}`}>
                {group.sections.map(({ value, label, icon: Icon }) => (
                  <SideTabsTrigger key={value} value={value}>
                    <Icon aria-hidden="true" /> {label}
                  </SideTabsTrigger>
                ))}
              </SideTabsList>
            </div>
          ))}
        </nav>
        <TabsContent value={tab} className="min-w-0 flex-1">
          <Panel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
