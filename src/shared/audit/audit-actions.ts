// Every kind of entry the audit log holds, with the words the Activity view shows.
// A new admin action adds its kind here first; the server refuses unknown kinds at compile time.
export const AUDIT_ACTIONS = {
  "account.activated": "Activated the account",
  "account.suspended": "Suspended the account",
  "account.deleted": "Deleted the company",
  "account.email_limit_changed": "Changed the email limit",
  "company.updated": "Edited the company details",
  "company.logo_changed": "Changed the logo",
  "company.logo_removed": "Removed the logo",
  "office.created": "Added an office",
  "office.updated": "Edited an office",
  "office.deleted": "Deleted an office",
  "department.created": "Added a department",
  "department.updated": "Renamed a department",
  "department.deleted": "Deleted a department",
  "invitation.created": "Invited a member",
  "invitation.resent": "Resent an invitation",
  "invitation.revoked": "Revoked an invitation",
  "invitation.updated": "Edited an invitation",
  "member.updated": "Edited a member",
  "member.role_changed": "Changed a role",
  "member.removed": "Removed a member",
  "user.password_reset_sent": "Sent a password reset",
  "user.sessions_revoked": "Signed a user out everywhere",
  "user.deleted": "Deleted a user",
  "platform.settings_updated": "Changed the platform settings",
  "platform.test_email_sent": "Sent a test email",
  "gallery.created": "Added a gallery template",
  "gallery.retired": "Retired a gallery template",
  "gallery.restored": "Restored a gallery template",
  "gallery.reordered": "Reordered the gallery",
  "gallery.saved": "Edited a gallery template",
  "template.created": "Created a template",
  "template.duplicated": "Duplicated a template",
  "template.renamed": "Renamed a template",
  "template.deleted": "Deleted a template",
  "template.default_set": "Set the default template",
  "template.departments_assigned": "Assigned departments to a template",
  "template.saved": "Saved a template",
  "template.restored": "Restored a template version",
  "campaign.created": "Created a campaign",
  "campaign.updated": "Edited a campaign",
  "campaign.deleted": "Deleted a campaign",
  "campaign.paused": "Paused a campaign",
  "campaign.resumed": "Resumed a campaign",
  "deployment.started": "Deployed signatures to the team",
  "deployment.retried": "Retried the failed members of a deployment",
  "integration.connected": "Connected an integration",
  "integration.updated": "Changed an integration's connection",
  "integration.disconnected": "Disconnected an integration",
  "integration.schedule_changed": "Changed the directory sync schedule",
  "outlook_addin.enabled": "Set up the Outlook add-in",
  "outlook_addin.key_rotated": "Replaced the Outlook add-in's key",
  "outlook_addin.disabled": "Turned off the Outlook add-in",
  "directory.synced": "Applied a directory sync",
  "directory.discarded": "Discarded a directory sync preview",
  "webhook.created": "Added a webhook endpoint",
  "webhook.updated": "Changed a webhook endpoint",
  "webhook.secret_rotated": "Rotated a webhook secret",
  "webhook.deleted": "Deleted a webhook endpoint",
  "provisioning.token_created": "Created a provisioning token",
  "provisioning.token_revoked": "Revoked a provisioning token",
  "provisioning.member_created": "Provisioned a member",
  "provisioning.member_updated": "Updated a provisioned member",
  "provisioning.member_deactivated": "Deactivated a member",
  "provisioning.member_reactivated": "Reactivated a member",
  "provisioning.member_removed": "Removed a member",
  "api_key.created": "Created an API key",
  "api_key.revoked": "Revoked an API key",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const AUDIT_ACTION_KINDS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/**
 * Kinds only the platform's super admin causes: activating, suspending or deleting an account,
 * acting on a user, the platform settings and the gallery. A company's Activity filter leaves them out.
 */
const PLATFORM_ONLY = /^(?:account|user|platform|gallery)\./;

/** The kinds a company admin can cause: what a company's Activity view offers to filter by. */
export const COMPANY_AUDIT_ACTIONS = AUDIT_ACTION_KINDS.filter((action) => !PLATFORM_ONLY.test(action));

/** What changed: field name → [before, after]. Only fields whose value changed are kept. */
export type AuditChanges = Record<string, readonly [before: unknown, after: unknown]>;
