// Server features import each other only through the other feature's entry module,
// `src/server/features/<name>/index.ts` (lint/import-layers.js, eslint.config.js). When this
// rule landed no feature had one yet and features reached into each other's inner files in
// the imports below. They are today's exceptions, listed so that no new one appears unseen:
// work that gives a feature its entry module moves these imports onto it and deletes the
// lines here. Each line names a module (relative to src/server/features, without extension)
// and, in the comment, the features that import it today. Do not add to this list: export
// what another feature needs from the feature's index.ts instead.
export const serverFeatureImportsAllowedToday = [
  "accounts/create-account", // onboarding, session
  "accounts/delete-account", // admin, company
  "accounts/ensure-profile", // me, session
  "api-keys/api-key-test-helpers", // webhooks
  "audit/find-audit-entries", // admin
  "audit/record-audit", // accounts, admin, api-keys, campaigns, company, departments, deployments, email-limits, gallery, integrations, members, offices, scim, sso, templates, webhooks
  "campaigns/banner-sizes", // signature, templates
  "campaigns/campaign-availability", // signature
  "company/get-company", // admin, me
  "company/time-zone-of", // campaigns, statistics
  "config/platform-settings", // admin, contact, files, me, members, onboarding, session
  "departments/change-departments", // scim
  "deployments/deployment-test-helpers", // email-limits, templates, webhooks
  "deployments/run-deployment-batch", // integrations (a test)
  "deployments/start-deployment", // integrations (a test)
  "dev/find-outbox", // admin
  "email-limits/email-budget", // deployments, integrations, members
  "email-limits/require-email-budget", // members
  "files/own-files", // campaigns, templates
  "files/store-file", // campaigns, company, profiles, templates
  "integrations/gmail/gmail-push-queue", // webhooks
  "integrations/gmail/lanes", // webhooks
  "integrations/gmail/push-signatures", // webhooks
  "integrations/gmail/quota", // webhooks
  "integrations/gmail/record-pushes", // webhooks
  "integrations/google-test-helpers", // members, webhooks (tests)
  "members/accept-invitation", // session
  "members/invite-to-sign-in", // session
  "members/member-of-account", // scim
  "members/remove-member", // scim
  "members/update-member", // scim
  "monograms/monogram", // signature
  "password-reset/request-password-reset", // admin
  "scim/scim-test-client", // webhooks
  "session/auth-request", // settings
  "session/auth-response", // settings
  "session/sign-out", // settings
  "settings/find-sessions", // admin
  "signature/load-account-signature-data", // templates
  "signature/load-batch-signature-data", // deployments
  "signature/load-signature-data", // templates
  "signature/render-signature", // deployments, integrations, templates
  "signature/template-cache", // templates
  "sso/sso-options", // session
  "sso/sso-test-helpers", // scim
  "templates/check-template", // gallery
  "templates/prepare-template-content", // gallery
  "templates/template-body-limit", // gallery
  "tracking/tracking-token", // campaigns, signature
  "webhooks/record-webhook-event", // deployments, integrations, members, profiles, scim, sso, templates
  "webhooks/send-webhook-request", // sso
];
