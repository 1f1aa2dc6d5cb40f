// What each not-yet-built page will hold (DESIGN.md section 1).
import { PlannedPage } from "./planned-page";

const planned = {
  campaigns: {
    title: "Marketing Campaigns",
    summary: "Promote events and offers in every email your team sends.",
    items: [
      "Create banners with a landing page and call to action",
      "Schedule campaigns and target departments",
      "See impressions and clicks per campaign",
    ],
  },
  users: {
    title: "Team Members",
    summary: "Everyone who uses your company's signatures.",
    items: [
      "Invite members one by one or from a CSV file",
      "Change roles, offices and departments",
      "Deploy the signature to the whole team in one click",
    ],
  },
  statistics: {
    title: "Statistics",
    summary: "How your signatures and campaigns perform.",
    items: [
      "Adoption: who has installed their signature",
      "Impressions, clicks and click-through rate over time",
      "Export the figures as CSV",
    ],
  },
  companySettings: {
    title: "Company Settings",
    summary: "Your company's details, offices and departments.",
    items: ["Edit company name, website, logo and size", "Manage offices and departments", "Delete the company account"],
  },
  adminDashboard: {
    title: "Dashboard",
    summary: "The whole platform at a glance.",
    items: ["Accounts by status, users, signatures and campaigns", "Recent sign-ups"],
  },
  adminAccount: {
    title: "Account details",
    summary: "One company account.",
    items: ["Members, templates and campaigns", "Activate, suspend with a reason, or delete"],
  },
  adminUsers: {
    title: "Users",
    summary: "Every user across accounts.",
    items: ["Search users across accounts", "Change roles, send password resets, revoke sessions"],
  },
  adminUser: {
    title: "User details",
    summary: "One user across the platform.",
    items: ["Profile, account and sessions", "Change role, reset password, delete"],
  },
  adminTemplates: {
    title: "Template gallery",
    summary: "The pre-designed templates every account can start from.",
    items: ["Add, edit and retire gallery templates"],
  },
  adminSettings: {
    title: "Platform settings",
    summary: "Settings that apply to every account.",
    items: [
      "Support email shown on the pending-activation screen",
      "Whether new accounts need activation",
      "Invitation lifetime and a test email",
    ],
  },
} as const;

export type PlannedKey = keyof typeof planned;

export function plannedComponent(key: PlannedKey) {
  const spec = planned[key];
  return function Planned() {
    return <PlannedPage title={spec.title} summary={spec.summary} items={[...spec.items]} />;
  };
}
