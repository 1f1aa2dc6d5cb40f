import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { createRoute, createRouter, errors, json, jsonBody } from "../../lib/openapi";
import { ContactSchema } from "../../../shared/contact/contact-schema";
import { ContactCreatedSchema } from "../../../shared/contact/contact-responses";
import { createContactMessage } from "./create-contact-message";
import { platformSettingsOf } from "../config/platform-settings";

const send = createRoute({
  method: "post",
  path: "/",
  summary: "Send a message to support (signed in or not)",
  description:
    "Stores a message to the platform's support and emails it to the support address. Anyone may send one, signed in or not; 10 an hour per IP address.",
  // The form stores and emails every message: a limit per address keeps spam in check.
  rateLimit: { ...RATE_LIMITS.contactPerIp, per: "ip" },
  request: jsonBody(ContactSchema, {
    name: "Ada Lovelace",
    email: "ada@example.com",
    subject: "Signature in Outlook",
    message: "Hello,\nthe banner is missing in Outlook on the web.\nThanks!",
  }),
  responses: { 201: json(ContactCreatedSchema, "Stored and sent"), ...errors(415) },
  "x-multiline": ["message"],
});

export const contactRoutes = createRouter("contact").openapi(send, async (c) => {
  const input = c.req.valid("json");
  const { db, mailer, config } = c.get("deps");
  const { supportEmail } = await platformSettingsOf(db, config, ["supportEmail"]);
  const row = await createContactMessage({ db, mailer, supportEmail }, { userId: c.get("user")?.id ?? null }, input);
  return c.json({ id: row.id }, 201);
});
