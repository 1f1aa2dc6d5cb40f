// Sidebar links per role: members, admins and super admins each see their own list.
import {
  BarChart3,
  Building2,
  LayoutTemplate,
  LifeBuoy,
  Megaphone,
  PenLine,
  ShieldCheck,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { RoleFlags } from "../../../shared/permissions";
import { paths } from "../../lib/paths";

/** matchPaths: other pages the item stands for (admins reach /company-settings from /settings). */
export type NavItem = { label: string; to: string; icon: LucideIcon; matchPrefix?: string; matchPaths?: string[] };

export function navItemsFor(flags: RoleFlags): { main: NavItem[]; bottom: NavItem[] } {
  const main: NavItem[] = [
    { label: "Create Signature", to: paths.signature, icon: PenLine },
    { label: "User Profile", to: paths.profile, icon: UserRound },
    { label: "Company Settings", to: paths.settings, icon: Building2, matchPaths: [paths.companySettings] },
  ];
  if (flags.isAdmin) {
    main.push(
      // The editor (/templates/{id}) is part of the templates section.
      { label: "Email Templates", to: paths.templates, icon: LayoutTemplate, matchPrefix: paths.templates },
      { label: "Marketing Campaigns", to: paths.campaigns, icon: Megaphone },
      { label: "Team Members", to: paths.users, icon: Users },
      { label: "Statistics", to: paths.statistics, icon: BarChart3 },
    );
  }
  if (flags.isSuperAdmin) main.push({ label: "Super Admin Panel", to: paths.admin, icon: ShieldCheck, matchPrefix: paths.admin });
  return { main, bottom: [{ label: "Help Guide", to: paths.guide, icon: LifeBuoy }] };
}

export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.matchPrefix) return pathname === item.matchPrefix || pathname.startsWith(`${item.matchPrefix}/`);
  return pathname === item.to || Boolean(item.matchPaths?.includes(pathname));
}
