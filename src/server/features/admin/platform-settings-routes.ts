// The super admin's platform settings (applied at once, no restart) and the test email.
import { requireSuperAdmin } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { PlatformSettingsSchema, TestEmailSchema } from "../../../shared/admin/admin-schema";
import { PlatformSettingsResponseSchema, TestEmailResponseSchema } from "../../../shared/admin/admin-responses";
import { sendTestEmail, updatePlatformSettings } from "./manage-platform-settings";
import { defaultPlatformSettings, platformSettingsOf } from "../config/platform-settings";

const middleware = requireSuperAdmin;
const guard = GUARD_ERRORS.superAdmin;

const settings = createRoute({
  method: "get",
  path: "/settings",
  summary: "Platform settings, and the environment's values they override",
  description:
    "The platform settings (support address, whether new companies wait for activation, invitation lifetime, storage quota) and the environment's values they override. Super admins only; API keys are refused.",
  middleware,
  responses: { 200: json(PlatformSettingsResponseSchema, "Settings"), ...errors(...guard) },
});
const updateSettings = createRoute({
  method: "put",
  path: "/settings",
  summary: "Change the platform settings (apply at once, no restart)",
  description:
    "Changes the platform settings; they apply at once on this server and within 3 seconds on every other, no restart. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: jsonBody(PlatformSettingsSchema, {
    supportEmail: "support@example.com",
    requireAccountActivation: false,
    invitationLifetimeDays: 7,
    storageQuotaMb: 200,
  }),
  responses: { 200: json(PlatformSettingsResponseSchema, "Saved"), ...errors(...guard, 415) },
});
const testEmail = createRoute({
  method: "post",
  path: "/settings/test-email",
  summary: "Send a test email; answers with the SMTP result or the outbox entry",
  description:
    "Sends a test email to an address, and answers what the SMTP server said, or the outbox entry when no SMTP server is set. Audit-logged. Super admins only; API keys are refused.",
  middleware,
  request: jsonBody(TestEmailSchema, { to: "ops@example.com" }),
  responses: { 200: json(TestEmailResponseSchema, "What the mailer did"), ...errors(...guard, 415) },
});

export const platformSettingsRoutes = createRouter("admin")
  .openapi(settings, async (c) => {
    const { db, config } = c.get("deps");
    return c.json({ settings: await platformSettingsOf(db, config), defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(updateSettings, async (c) => {
    const { config } = c.get("deps");
    const saved = await updatePlatformSettings(c.get("deps"), c.get("caller"), c.req.valid("json"));
    return c.json({ settings: saved, defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(testEmail, async (c) => c.json({ email: await sendTestEmail(c.get("deps"), c.get("caller"), c.req.valid("json")) }, 200));
