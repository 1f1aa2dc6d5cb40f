// The API's domains: each router is made for one (createRouter(domain)), and the document
// gives its operations that domain's tag, described here. A new domain is added here first,
// with a sentence a newcomer to the API understands; `openapi-document.test.ts` fails for a tag
// without one.
export const API_DOMAINS = {
  health: { name: "Health", description: "Whether the server answers. For load balancers and uptime checks: no sign-in, no limit." },
  session: {
    name: "Session",
    description: "Signing up, in and out of the web app, and the session's times. Browser only: API keys can't call these.",
  },
  "password-reset": {
    name: "Password reset",
    description: "Resetting a forgotten password with the emailed 6-digit code or link. Browser only: API keys can't call these.",
  },
  me: { name: "Me", description: "The signed-in person: their user, profile, membership and company, as the web app loads them." },
  config: { name: "Config", description: "Public settings the web app needs before anyone signs in." },
  contact: { name: "Contact", description: "The contact form: a message to the platform's support, signed in or not." },
  onboarding: {
    name: "Onboarding",
    description: "Creating a company for a new user, and the admin's getting-started checklist on the signature page.",
  },
  members: {
    name: "Members",
    description:
      "The team: members and their roles, departments and offices; invitations one by one or in bulk from a pasted list or a CSV file, with the company's email budget.",
  },
  profiles: { name: "Profiles", description: "The signed-in member's own profile and photo, which fill their signature." },
  company: { name: "Company", description: "The company's details, time zone and logo, and deleting the company." },
  offices: {
    name: "Offices",
    description: "The company's offices: each member picks one, and their signature shows its address and phone.",
  },
  departments: {
    name: "Departments",
    description: "The company's departments: members belong to one, and a department may have its own signature template.",
  },
  audit: { name: "Audit log", description: "What the company's admins changed, who, when, from where, and through which API key." },
  signature: { name: "Signature", description: "The signed-in member's own signature: rendered, ensured, marked as copied." },
  campaigns: {
    name: "Campaigns",
    description:
      "Marketing campaigns in signatures: banners and links with start and end times, audiences, A/B variants, the editor's preview, and which campaigns each member picked.",
  },
  statistics: {
    name: "Statistics",
    description: "Members, adoption, impressions and clicks over a range of days in the company's time zone.",
  },
  settings: {
    name: "Account settings",
    description: "The signed-in person's password, sessions and user. Browser only: API keys can't call these.",
  },
  templates: {
    name: "Templates",
    description:
      "The company's signature templates: the library, the designer's saves and their versions, the email-client check, the default and department templates.",
  },
  mailboxes: {
    name: "Mailboxes",
    description:
      "Signatures in the connected mailboxes (Gmail): whether changed signatures go in by themselves, how many mailboxes are out of date, and pushing them now.",
  },
  deployments: {
    name: "Deployments",
    description: "Deploying signatures to the team: a dry run, the queued run with its progress and per-member results, retries.",
  },
  integrations: {
    name: "Integrations",
    description:
      "Google Workspace (the service-account connection, signatures pushed into Gmail) and Microsoft 365 (the Entra app connection, the Outlook add-in's key and manifest), and directory syncs from either with their previews.",
  },
  "outlook-addin": {
    name: "Outlook add-in",
    description:
      "What the Outlook add-in installed from a company's manifest calls, outside /api and without a session: the sender's signature, by the company's add-in key.",
  },
  "api-keys": {
    name: "API keys",
    description: "The company's API keys: make, list and revoke them. Browser only: a key can't make or revoke keys.",
  },
  webhooks: {
    name: "Webhooks",
    description:
      "The company's webhook endpoints: signed HTTP POSTs of its events (members, invitations, templates, deployments, campaigns, signatures pushed), their secrets, test events and delivery logs.",
  },
  "mail-flow": {
    name: "Mail flow",
    description:
      "The signing mail relay that the company's provider routes outgoing mail through: its settings, its credential, a test message and the message trace (admins), and a member's own last messages.",
  },
  provisioning: {
    name: "Provisioning",
    description:
      "Tokens an identity provider (Microsoft Entra ID, Okta) uses to provision members over SCIM 2.0 at /scim/v2. Browser only: a key can't make or revoke them.",
  },
  sso: {
    name: "Single sign-on",
    description:
      "Signing people in through their company's identity provider (OpenID Connect, SAML 2.0): the company's email domains verified by a DNS TXT record, its identity providers and options (admins), and the sign-in itself: starting it from an address and the identity provider's way back.",
  },
  scim: {
    name: "SCIM",
    description:
      "SCIM 2.0 (RFC 7643, RFC 7644) at /scim/v2: Users and Groups (departments) an identity provider provisions with a provisioning token. Its own document: /scim/v2/openapi.json.",
  },
  admin: {
    name: "Super admin",
    description: "The platform's super admins: every company and user, their status and roles, and the platform settings.",
  },
  "email-limits": {
    name: "Email limits",
    description: "How many emails a company's admins may send an hour and a day, and a super admin's override of it.",
  },
  gallery: { name: "Gallery", description: "The pre-designed templates companies start from, curated by super admins." },
  dev: { name: "Development", description: "Development only (absent in production): the outbox of emails sent without SMTP." },
} as const satisfies Record<string, { name: string; description: string }>;

export type ApiDomain = keyof typeof API_DOMAINS;
