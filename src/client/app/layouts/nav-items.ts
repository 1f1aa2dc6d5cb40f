// Sidebar links per role, exactly as spec 2 lists them.
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

export type NavItem = { label: string; to: string; icon: LucideIcon; matchPrefix?: string };

export function navItemsFor(flags: RoleFlags): { main: NavItem[]; bottom: NavItem[] } {
  const main: NavItem[] = [
    { label: "Create Signature", to: "/signature", icon: PenLine },
    { label: "User Profile", to: "/profile", icon: UserRound },
    { label: "Company Settings", to: "/settings", icon: Building2 },
  ];
  if (flags.isAdmin) {
    main.push(
      { label: "Email Templates", to: "/templates", icon: LayoutTemplate },
      { label: "Marketing Campaigns", to: "/campaigns", icon: Megaphone },
      { label: "Team Members", to: "/users", icon: Users },
      { label: "Statistics", to: "/statistics", icon: BarChart3 },
    );
  }
  if (flags.isSuperAdmin) main.push({ label: "Super Admin Panel", to: "/admin", icon: ShieldCheck, matchPrefix: "/admin" });
  return { main, bottom: [{ label: "Help Guide", to: "/guide", icon: LifeBuoy }] };
}

export function isNavItemActive(item: NavItem, pathname: string) {
  if (item.matchPrefix) return pathname === item.matchPrefix || pathname.startsWith(`${item.matchPrefix}/`);
  return pathname === item.to;
}
