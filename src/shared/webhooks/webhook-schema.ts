// Webhook endpoints (/company-settings?tab=webhooks): what an admin sends, the limits, and
// the words of every refusal. The server adds what it alone can check (the address's
// network, decided again on every delivery attempt).
import { z } from "zod";
import { text } from "../fields/fields";
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from "./webhook-events";

export const WEBHOOK_LIMITS = {
  urlMax: 2000,
  descriptionMax: 500,
  endpointsPerAccount: 20,
  /** Newest deliveries shown per endpoint. */
  deliveriesShown: 50,
} as const;

/** How long deliveries are signed with both the old and the new secret after a rotation. */
export const ROTATION_OVERLAP_HOURS = 24;
/** Seconds to wait before each attempt (the Standard Webhooks schedule): 8 attempts over about 28 hours. */
export const RETRY_SCHEDULE_SECONDS = [0, 5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;
/** An endpoint whose every attempt failed for this long is switched off. */
export const FAILING_DAYS_BEFORE_OFF = 3;

export const WEBHOOK_MESSAGES = {
  urlRequired: "Enter the address that receives the events.",
  urlInvalid: "Enter a full address, like https://hooks.example.com/signet.",
  urlTooLong: `Use an address of at most ${WEBHOOK_LIMITS.urlMax} characters.`,
  urlNotHttps: "Use an https:// address: webhooks are only sent over HTTPS.",
  urlCredentials: "Leave the user name and password out of the address; verify the signature instead.",
  urlPrivate: "This address is private or local. Webhooks are only sent to public internet addresses.",
  descriptionTooLong: `Use at most ${WEBHOOK_LIMITS.descriptionMax} characters.`,
  eventsRequired: "Choose at least one event.",
  eventUnknown: "Choose events from the list.",
  tooMany: `A company can have at most ${WEBHOOK_LIMITS.endpointsPerAccount} webhook endpoints. Delete one first.`,
  endpointNotFound: "Webhook endpoint not found.",
  deliveryNotFound: "Delivery not found.",
  endpointOff: "This endpoint is switched off. Switch it on, then redeliver.",
} as const;

const M = WEBHOOK_MESSAGES;

/**
 * An https address without user name or password. `http://127.0.0.1` passes here too: the
 * server accepts it only with its test-only setting, and says why otherwise.
 */
export const WebhookUrlField = text(M.urlRequired)
  .trim()
  .min(1, M.urlRequired)
  .max(WEBHOOK_LIMITS.urlMax, M.urlTooLong)
  .superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: M.urlInvalid });
      return;
    }
    if (url.protocol !== "https:" && !(url.protocol === "http:" && url.hostname === "127.0.0.1"))
      ctx.addIssue({ code: "custom", message: url.protocol === "http:" ? M.urlNotHttps : M.urlInvalid });
    else if (url.username || url.password) ctx.addIssue({ code: "custom", message: M.urlCredentials });
    else if (!url.hostname) ctx.addIssue({ code: "custom", message: M.urlInvalid });
  })
  .meta({ format: "uri" });

const EventsField = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: M.eventUnknown }), { error: M.eventsRequired })
  .min(1, M.eventsRequired)
  .max(WEBHOOK_EVENT_TYPES.length, M.eventUnknown)
  .transform((events) => [...new Set(events)] as WebhookEventType[]);

export const CreateWebhookEndpointSchema = z.object({
  url: WebhookUrlField,
  description: text().trim().max(WEBHOOK_LIMITS.descriptionMax, M.descriptionTooLong).default(""),
  events: EventsField,
  isActive: z.boolean().default(true),
});
export type CreateWebhookEndpoint = z.input<typeof CreateWebhookEndpointSchema>;

export const UpdateWebhookEndpointSchema = z.object({
  url: WebhookUrlField.optional(),
  description: text().trim().max(WEBHOOK_LIMITS.descriptionMax, M.descriptionTooLong).optional(),
  events: EventsField.optional(),
  isActive: z.boolean().optional(),
});
export type UpdateWebhookEndpoint = z.input<typeof UpdateWebhookEndpointSchema>;
