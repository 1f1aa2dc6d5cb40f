import { createRoute } from "@hono/zod-openapi";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { ContactSchema } from "../../../shared/contact/contact-schema";
import { ContactCreatedSchema } from "../../../shared/contact/contact-responses";
import { createContactMessage } from "./create-contact-message";
import { platformSettingsOf } from "../config/platform-settings";

const send = createRoute({
  method: "post",
  path: "/",
  tags: ["Contact"],
  summary: "Send a message to support (signed in or not)",
  // The form stores and emails every message: a limit per address keeps spam in check.
  rateLimit: { ...RATE_LIMITS.contactPerIp, per: "ip" },
  request: jsonBody(ContactSchema),
  responses: { 201: json(ContactCreatedSchema, "Stored and sent"), ...errors(415) },
  "x-multiline": ["message"],
});

export const contactRoutes = createRouter().openapi(send, async (c) => {
  const input = c.req.valid("json");
  const { db, mailer, config } = c.var.deps;
  const { supportEmail } = await platformSettingsOf(db, config, ["supportEmail"]);
  const row = await createContactMessage({ db, mailer, supportEmail }, { userId: c.var.user?.id ?? null }, input);
  return c.json({ id: row.id }, 201);
});
