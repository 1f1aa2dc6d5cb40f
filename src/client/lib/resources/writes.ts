// Every write the client makes, and the resources whose answers it changes. A mutation names
// its write (useApiMutation); after it, each resource listed is read again wherever it is
// on screen and marked stale elsewhere. A new write is added here, next to its neighbours.
import type { QueryClient } from "@tanstack/react-query";
import { readsResource, type Resource } from "./resource-key";

// The session's copy of the account and profile (/api/me) and the member's rendered
// signature (/api/signature) follow most account changes.
const COMPANY: Resource[] = ["/api/company", "/api/me", "/api/audit-log", "/api/signature"];
// Offices and departments are picked on profiles, team rows, templates, deployments and
// campaign audiences.
const TEAM_STRUCTURE: Resource[] = [...COMPANY, "/api/offices", "/api/departments", "/api/profile", "/api/team", "/api/getting-started"];
const TEMPLATES: Resource[] = ["/api/templates", "/api/departments", "/api/signature", "/api/getting-started", "/api/audit-log"];
const CAMPAIGNS: Resource[] = ["/api/campaigns", "/api/campaign-selections", "/api/signature", "/api/audit-log"];
// Invitations also spend the company's email budget (/api/invitations/budget).
const TEAM: Resource[] = ["/api/team", "/api/invitations", "/api/departments", "/api/getting-started", "/api/audit-log"];
const PROFILE: Resource[] = ["/api/profile", "/api/me", "/api/signature", "/api/team", "/api/mailbox"];

export const WRITES = {
  "company.update": COMPANY,
  "company.logo": COMPANY,
  "company.timeZone": [...COMPANY, "/api/campaigns", "/api/statistics"],
  "offices.change": TEAM_STRUCTURE,
  "departments.change": TEAM_STRUCTURE,
  "profile.update": PROFILE,
  "profile.photo": PROFILE,
  "profile.emailChange": [...PROFILE, "/api/audit-log"],
  "team.member": [...TEAM, "/api/signature"],
  "team.invite": TEAM,
  "team.signInInvitation": TEAM,
  "invitation.change": TEAM,
  "templates.change": TEMPLATES,
  "templates.save": TEMPLATES,
  "campaigns.change": CAMPAIGNS,
  "campaigns.bannerUpload": [],
  // A pick is pushed into Gmail too (a few seconds later).
  "campaignSelection.toggle": ["/api/campaign-selections", "/api/signature", "/api/mailbox"],
  "signature.copy": ["/api/getting-started", "/api/statistics"],
  // The team's signature and Gmail columns and the adoption follow a deployment and its pushes.
  "deployments.change": [
    "/api/deployments",
    "/api/templates",
    "/api/invitations",
    "/api/getting-started",
    "/api/audit-log",
    "/api/team",
    "/api/statistics",
  ],
  "deployments.dryRun": [],
  "gettingStarted.dismiss": ["/api/getting-started"],
  // Connecting or disconnecting Google shows or hides the team's "In Gmail" column.
  "integrations.change": ["/api/integrations", "/api/mailboxes", "/api/audit-log", "/api/team"],
  "integrations.test": [],
  // An admin's "Push now" for one member: their mailbox and the team's "In Gmail" column.
  "mailbox.push": ["/api/mailbox", "/api/team", "/api/audit-log"],
  // A preview only adds a history row; applying changes members, their profiles and departments.
  "integrations.preview": ["/api/integrations"],
  "integrations.sync": ["/api/integrations", ...TEAM_STRUCTURE, "/api/statistics", "/api/mailboxes"],
  // Turning automatic mailbox updates on or off; pushing the out-of-date mailboxes changes the team's Gmail column.
  "mailboxes.change": ["/api/mailboxes", "/api/audit-log"],
  "mailboxes.push": ["/api/mailboxes", "/api/audit-log", "/api/team"],
  // An endpoint's changes, its secret's rotation; a test event or redelivery adds to its delivery log.
  "webhooks.change": ["/api/webhooks", "/api/audit-log"],
  "webhooks.send": ["/api/webhooks"],
  "webhooks.reveal": [],
  // The mail relay's settings and credential; a test message adds to the trace (and to /statistics' signed count).
  "mailFlow.change": ["/api/mail-flow", "/api/audit-log"],
  "mailFlow.test": ["/api/mail-flow", "/api/statistics"],
  "apiKeys.change": ["/api/api-keys", "/api/audit-log"],
  // Making or revoking a provisioning token (the members it provisions arrive through SCIM, not this app).
  "provisioning.change": ["/api/provisioning", "/api/audit-log"],
  // Domains, identity providers and options of single sign-on.
  "sso.change": ["/api/sso", "/api/audit-log"],
  // Starting a test sign-in stores only the sign-in under way; its pass is read when the window comes back.
  "sso.test": [],
  "password.change": ["/api/account-settings"],
  "sessions.revokeOthers": ["/api/account-settings"],
  "onboarding.complete": [],
  "contact.send": [],
  // Signing in starts from an empty cache (useFinishSignIn); a reset signs nobody in.
  "auth.signIn": [],
  "auth.startSso": [],
  "auth.passwordReset": [],
  // The session is forgotten whole (useForgetSession).
  "account.delete": [],
  "admin.change": ["/api/admin"],
  // The gallery lives under /api/admin/templates.
  "gallery.change": ["/api/admin"],
} satisfies Record<string, Resource[]>;

export type Write = keyof typeof WRITES;

/** Reads again what `write` changed: active queries now, the others when next shown. */
export function invalidateWrite(queryClient: QueryClient, write: Write) {
  const resources: readonly Resource[] = WRITES[write];
  if (resources.length === 0) return Promise.resolve();
  return queryClient.invalidateQueries({ predicate: (query) => resources.some((r) => readsResource(query.queryKey, r)) });
}
