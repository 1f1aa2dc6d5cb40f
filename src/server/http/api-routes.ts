// Where each area's routes are mounted under /api, and the health check that answers before
// anything else is read.
import { createRoute, createRouter, errors, json, rootRouter } from "../lib/openapi";
import { ssoSettingsRoutes } from "../features/sso/sso-settings-routes";
import { ssoSignInRoutes } from "../features/sso/sso-sign-in-routes";
import { apiKeyRoutes } from "../features/api-keys/api-key-routes";
import { z } from "@hono/zod-openapi";
import { sessionRoutes } from "../features/session/session-routes";
import { passwordResetRoutes } from "../features/password-reset/password-reset-routes";
import { meRoutes } from "../features/me/me-routes";
import { contactRoutes } from "../features/contact/contact-routes";
import { configRoutes } from "../features/config/config-routes";
import { devRoutes } from "../features/dev/dev-routes";
import { officeRoutes } from "../features/offices/office-routes";
import { adminAccountRoutes } from "../features/admin/admin-account-routes";
import { adminUserRoutes } from "../features/admin/admin-user-routes";
import { platformSettingsRoutes } from "../features/admin/platform-settings-routes";
import { galleryRoutes } from "../features/gallery/gallery-routes";
import { galleryEditorRoutes } from "../features/gallery/gallery-editor-routes";
import { emailLimitAdminRoutes } from "../features/email-limits/email-limit-admin-routes";
import { invitationRoutes } from "../features/members/invitation-routes";
import { teamRoutes } from "../features/members/team-routes";
import { onboardingRoutes } from "../features/onboarding/onboarding-routes";
import { gettingStartedRoutes } from "../features/onboarding/getting-started-routes";
import { profileRoutes } from "../features/profiles/profile-routes";
import { departmentRoutes } from "../features/departments/department-routes";
import { companyRoutes } from "../features/company/company-routes";
import { auditRoutes } from "../features/audit/audit-routes";
import { signatureRoutes } from "../features/signature/signature-routes";
import { campaignSelectionRoutes } from "../features/campaigns/campaign-selection-routes";
import { accountSettingsRoutes } from "../features/settings/settings-routes";
import { deploymentRoutes } from "../features/deployments/deployment-routes";
import { templateRoutes } from "../features/templates/template-routes";
import { campaignRoutes } from "../features/campaigns/campaign-routes";
import { campaignPreviewRoutes } from "../features/signature/campaign-preview-routes";
import { statisticsRoutes } from "../features/statistics/statistics-routes";
import { connectionRoutes } from "../features/integrations/providers/connection-routes";
import { directorySyncRoutes } from "../features/integrations/directory-sync-routes";
import { mailboxRoutes } from "../features/mailboxes";
import { webhookRoutes } from "../features/webhooks/webhook-routes";
import { mailFlowRoutes } from "../features/mail-relay/mail-flow-routes";
import { provisioningRoutes } from "../features/scim/provisioning-routes";
import { outlookRoutes } from "../features/integrations/outlook/outlook-routes";
import { mailboxRoutes as memberMailboxRoutes } from "../features/integrations/mailbox/mailbox-routes";

// The API's routes, one router per domain. Its type is AppType: the client's hc<AppType>
// reads paths, inputs and answers from it, so a changed answer breaks the client's build.
export function apiRoutes() {
  return rootRouter()
    .route("/session", sessionRoutes)
    .route("/session", passwordResetRoutes)
    .route("/invitations", invitationRoutes)
    .route("/team", teamRoutes)
    .route("/onboarding", onboardingRoutes)
    .route("/getting-started", gettingStartedRoutes)
    .route("/me", meRoutes)
    .route("/config", configRoutes)
    .route("/contact", contactRoutes)
    .route("/offices", officeRoutes)
    .route("/profile", profileRoutes)
    .route("/departments", departmentRoutes)
    .route("/company", companyRoutes)
    .route("/audit-log", auditRoutes)
    .route("/signature", signatureRoutes)
    .route("/campaign-selections", campaignSelectionRoutes)
    .route("/campaigns", campaignPreviewRoutes)
    .route("/campaigns", campaignRoutes)
    .route("/statistics", statisticsRoutes)
    .route("/account-settings", accountSettingsRoutes)
    .route("/templates", templateRoutes)
    .route("/deployments", deploymentRoutes)
    .route("/integrations", connectionRoutes)
    .route("/integrations", outlookRoutes)
    .route("/integrations", directorySyncRoutes)
    .route("/mailbox", memberMailboxRoutes)
    .route("/mailboxes", mailboxRoutes)
    .route("/api-keys", apiKeyRoutes)
    .route("/webhooks", webhookRoutes)
    .route("/mail-flow", mailFlowRoutes)
    .route("/provisioning", provisioningRoutes)
    .route("/sso", ssoSettingsRoutes)
    .route("/sso", ssoSignInRoutes)
    .route("/admin/templates", galleryEditorRoutes)
    .route("/admin", emailLimitAdminRoutes)
    .route("/admin", adminAccountRoutes)
    .route("/admin", adminUserRoutes)
    .route("/admin", platformSettingsRoutes)
    .route("/admin", galleryRoutes);
}
export type AppType = ReturnType<typeof apiRoutes>;
export type DevAppType = typeof devRoutes;

const health = createRoute({
  method: "get",
  path: "/health",
  summary: "The server answers",
  description:
    "Answers 200 while the server runs, for load balancers and uptime checks. Anyone may call it; it is answered before API keys, sessions and request limits are read.",
  unlimited: true,
  responses: { 200: json(z.object({ ok: z.literal(true) }), "Up"), ...errors() },
});
export const healthRoutes = createRouter("health").openapi(health, (c) => c.json({ ok: true as const }, 200));
