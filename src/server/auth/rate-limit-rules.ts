// Rate limits on the auth endpoints and on template saves (docs/decisions/003-auth-rate-limits-and-reset-codes.md).
// Per-account (email) limits are tight: they protect one account from guessing. Per-IP
// limits are loose: they stop bulk attacks from one address without locking out an
// office (or the browser tests) behind one address.
import { ADMIN_EMAIL_LIMITS } from "../../shared/limits";
import type { AddinSignatureLimits } from "../context";

export type RateRule = { name: string; max: number; windowSeconds: number };

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_LIMITS = {
  signInPerIp: { name: "sign-in:ip", max: 1000, windowSeconds: 10 * MINUTE },
  // Counts failed sign-ins only: a successful one gives its attempt back.
  signInFailuresPerEmail: { name: "sign-in:email", max: 10, windowSeconds: 15 * MINUTE },
  // A browser with a device cookie for the address is counted here instead (auth/device-cookie.ts).
  signInFailuresPerDevice: { name: "sign-in:device", max: 10, windowSeconds: 15 * MINUTE },
  // "Sign in with SSO" looks an address up and stores a sign-in under way: bounded per address like sign-in.
  ssoStartPerIp: { name: "sso-start:ip", max: 1000, windowSeconds: 10 * MINUTE },
  signUpPerIp: { name: "sign-up:ip", max: 1000, windowSeconds: HOUR },
  signUpPerEmail: { name: "sign-up:email", max: 5, windowSeconds: HOUR },
  // Also the cap of codes per account per hour; unknown emails are counted alike.
  resetRequestPerIp: { name: "reset-request:ip", max: 200, windowSeconds: HOUR },
  resetRequestPerEmail: { name: "reset-request:email", max: 5, windowSeconds: HOUR },
  resetCheckPerIp: { name: "reset-check:ip", max: 300, windowSeconds: 10 * MINUTE },
  resetCheckPerEmail: { name: "reset-check:email", max: 15, windowSeconds: HOUR },
  // A stolen session must not become a way to guess the current password (password
  // change and deleting one's user share the count).
  passwordChangePerUser: { name: "password-change:user", max: 10, windowSeconds: 15 * MINUTE },
  // The public contact form stores and emails every message: keep spam in check.
  contactPerIp: { name: "contact:ip", max: 10, windowSeconds: HOUR },
  // A template or gallery save decodes, draws and stores images: bounded per account so a
  // script can't turn saves into CPU and disk. An admin saving by hand stays far below.
  templateSavePerAccount: { name: "template-save:account", max: 60, windowSeconds: MINUTE },
  // One invitation is emailed again at most once per window (the company's budget counts it too).
  invitationResend: { name: "invitation-resend", max: 1, windowSeconds: ADMIN_EMAIL_LIMITS.resendEveryMinutes * MINUTE },
  // Password resets a super admin sends to one user: a misclick can't flood a mailbox.
  adminPasswordResetPerUser: { name: "admin-reset:user", max: ADMIN_EMAIL_LIMITS.adminPasswordResetsPerUserPerHour, windowSeconds: HOUR },
  // "Send test event" and "Redeliver" on the Webhooks tab: each one is a request to the company's server.
  webhookSendsPerAccount: { name: "webhook-sends:account", max: 30, windowSeconds: MINUTE },
  // "Send a test message" on the Mail flow tab: each one is an email through the relay.
  mailFlowTestsPerAccount: { name: "mail-flow-tests:account", max: 10, windowSeconds: MINUTE },
  // "Test connection" and a directory preview call Google: an admin clicking stays far below.
  integrationCallsPerAccount: { name: "integration-calls:account", max: 30, windowSeconds: MINUTE },
  // An identity provider's SCIM calls, per provisioning token: Entra and Okta send a few a
  // second at most, so a runaway client is stopped without slowing a real sync.
  scimPerToken: { name: "scim:token", max: 1200, windowSeconds: MINUTE },
  // better-auth's remaining routes (session reads, password change...).
  authLibraryPerIp: { name: "auth-library:ip", max: 2000, windowSeconds: 10 * MINUTE },
} as const satisfies Record<string, RateRule>;

// The Outlook add-in asks for the sender's signature each time a message is composed: an
// office behind one address composes a lot, a whole company more; a scraper far more.
// Requests a minute (ADDIN_SIGNATURE_IP_RATE_LIMIT and ADDIN_SIGNATURE_KEY_RATE_LIMIT in env.ts).
export const ADDIN_SIGNATURE_LIMITS: AddinSignatureLimits = { perIp: 600, perKey: 6000 };

/** The add-in signature address's limits, per IP address and per key, at these requests a minute. */
export const addinSignatureRules = (limits: AddinSignatureLimits) =>
  ({
    perIp: { name: "addin-signature:ip", max: limits.perIp, windowSeconds: MINUTE },
    perKey: { name: "addin-signature:key", max: limits.perKey, windowSeconds: MINUTE },
  }) satisfies Record<string, RateRule>;
