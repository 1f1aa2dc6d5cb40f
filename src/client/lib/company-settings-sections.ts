// The sections of /company-settings (admins), in groups: one list that the page's side list
// (tabs), its address (?tab=<value>) and the admins' section of /settings all read. Adding a
// section is one entry here and its panel in app/pages/company-settings-page.tsx (a record keyed
// by these values, so tsc names a section without a panel).
import type { LucideIcon } from "lucide-react";
import { Building2, FolderTree, History, KeyRound, Mail, MapPin, Plug, ShieldCheck, UserCog, Webhook } from "lucide-react";
import { paths } from "./paths";

export type CompanySettingsSection = {
  value: string;
  label: string;
  icon: LucideIcon;
  /** One line on /settings saying what an admin finds there. */
  description: string;
};

export type CompanySettingsGroup = { label: string; sections: readonly CompanySettingsSection[] };

export const COMPANY_SETTINGS_GROUPS = [
  {
    label: "Company",
    sections: [
      { value: "details", label: "Details", icon: Building2, description: "Name, website, logo, time zone; deleting the company." },
      { value: "offices", label: "Offices", icon: MapPin, description: "Addresses and phone numbers signatures show." },
      { value: "departments", label: "Departments", icon: FolderTree, description: "Teams and the template each one uses." },
    ],
  },
  {
    label: "Connections",
    sections: [
      {
        value: "integrations",
        label: "Integrations",
        icon: Plug,
        description: "Google Workspace and Microsoft 365: directory and mailboxes.",
      },
      { value: "provisioning", label: "Provisioning", icon: UserCog, description: "SCIM tokens for your identity provider." },
      { value: "mail-flow", label: "Mail flow", icon: Mail, description: "The signing relay: mail from every device goes out signed." },
      { value: "api", label: "API", icon: KeyRound, description: "API keys for your own tools." },
      { value: "webhooks", label: "Webhooks", icon: Webhook, description: "Signed events sent to your endpoints." },
    ],
  },
  {
    label: "Security",
    sections: [
      { value: "security", label: "Security", icon: ShieldCheck, description: "Single sign-on: domains, identity providers, Require SSO." },
      { value: "activity", label: "Activity", icon: History, description: "What admins changed, and when." },
    ],
  },
] as const satisfies readonly CompanySettingsGroup[];

export type CompanySettingsTab = (typeof COMPANY_SETTINGS_GROUPS)[number]["sections"][number]["value"];

export const COMPANY_SETTINGS_TABS: readonly CompanySettingsTab[] = COMPANY_SETTINGS_GROUPS.flatMap((g) => g.sections.map((s) => s.value));

export const DEFAULT_COMPANY_SETTINGS_TAB: CompanySettingsTab = "details";

export const isCompanySettingsTab = (value: string | null): value is CompanySettingsTab =>
  value !== null && (COMPANY_SETTINGS_TABS as readonly string[]).includes(value);

/** The address of a section: the first one is the page itself. */
export const companySettingsTabPath = (tab: CompanySettingsTab) =>
  tab === DEFAULT_COMPANY_SETTINGS_TAB ? paths.companySettings : `${paths.companySettings}?tab=${tab}`;
