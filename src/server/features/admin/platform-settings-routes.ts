// The super admin's platform settings (applied at once, no restart) and the test email.
import { createRoute } from "@hono/zod-openapi";
import { requireSuperAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { PlatformSettingsSchema, TestEmailSchema } from "../../../shared/admin/admin-schema";
import { PlatformSettingsResponseSchema, TestEmailResponseSchema } from "../../../shared/admin/admin-responses";
import { sendTestEmail, updatePlatformSettings } from "./manage-platform-settings";
import { defaultPlatformSettings, platformSettingsOf } from "../config/platform-settings";

const tags = ["Super admin"];
const middleware = requireSuperAdmin;
const guard = GUARD_ERRORS.superAdmin;

const settings = createRoute({
  method: "get",
  path: "/settings",
  tags,
  summary: "Platform settings, and the environment's values they override",
  middleware,
  responses: { 200: json(PlatformSettingsResponseSchema, "Settings"), ...errors(...guard) },
});
const updateSettings = createRoute({
  method: "put",
  path: "/settings",
  tags,
  summary: "Change the platform settings (apply at once, no restart)",
  middleware,
  request: jsonBody(PlatformSettingsSchema),
  responses: { 200: json(PlatformSettingsResponseSchema, "Saved"), ...errors(...guard, 415) },
});
const testEmail = createRoute({
  method: "post",
  path: "/settings/test-email",
  tags,
  summary: "Send a test email; answers with the SMTP result or the outbox entry",
  middleware,
  request: jsonBody(TestEmailSchema),
  responses: { 200: json(TestEmailResponseSchema, "What the mailer did"), ...errors(...guard, 415) },
});

export const platformSettingsRoutes = createRouter()
  .openapi(settings, async (c) => {
    const { db, config } = c.var.deps;
    return c.json({ settings: await platformSettingsOf(db, config), defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(updateSettings, async (c) => {
    const { config } = c.var.deps;
    const saved = await updatePlatformSettings(c.var.deps, c.var.caller, c.req.valid("json"));
    return c.json({ settings: saved, defaults: defaultPlatformSettings(config) }, 200);
  })
  .openapi(testEmail, async (c) => c.json({ email: await sendTestEmail(c.var.deps, c.var.caller, c.req.valid("json")) }, 200));
