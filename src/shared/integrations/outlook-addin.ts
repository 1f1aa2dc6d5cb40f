// The company's Outlook add-in: what the add-in asks for (a member's signature, for a new
// message or a reply or forward), what the Integrations tab shows, and their words.
import { z } from "zod";
import { FIELD_LIMITS } from "../fields/fields";

/** A member counts as "In Outlook" while the add-in fetched their signature within this many days. */
export const IN_OUTLOOK_DAYS = 30;

export const COMPOSE_KINDS = ["new", "reply", "forward"] as const;
export type ComposeKind = (typeof COMPOSE_KINDS)[number];

export const OUTLOOK_MESSAGES = {
  emailInvalid: "Send the sender's email address.",
  composeInvalid: 'compose is "new", "reply" or "forward".',
  notFound: "No signature for this address.",
  insecureBaseUrl:
    "Outlook loads add-ins only over https: this server's address (BASE_URL) starts with http://. Set BASE_URL to its https:// address to make the manifest.",
  notEnabled: "The Outlook add-in is not set up yet.",
} as const;

/** GET /addin/{key}/signature?email=&compose= */
export const AddinSignatureQuerySchema = z.object({
  email: z
    .string({ error: OUTLOOK_MESSAGES.emailInvalid })
    .trim()
    .min(3, OUTLOOK_MESSAGES.emailInvalid)
    .max(FIELD_LIMITS.email, OUTLOOK_MESSAGES.emailInvalid)
    .regex(/^[^\s@]+@[^\s@]+$/, OUTLOOK_MESSAGES.emailInvalid)
    .transform((v) => v.toLowerCase()),
  compose: z.enum(COMPOSE_KINDS, { error: OUTLOOK_MESSAGES.composeInvalid }).default("new"),
});
export type AddinSignatureQuery = z.infer<typeof AddinSignatureQuerySchema>;

export const AddinSignatureResponseSchema = z.object({
  /** The member's rendered signature; a reply or forward gets the template's reply version when it has one. */
  html: z.string(),
});

export const OutlookAddinSchema = z.union([
  z.object({ enabled: z.literal(false) }),
  z.object({
    enabled: z.literal(true),
    /** The manifest's address (null when it can't be made: `manifestProblem` says why). */
    manifestUrl: z.string().nullable(),
    manifestProblem: z.string().nullable(),
    version: z.number().int(),
    createdAt: z.string(),
    rotatedAt: z.string().nullable(),
    /** Members whose signature the add-in fetched in the last 30 days. */
    membersInOutlook: z.number().int(),
  }),
]);
export const OutlookAddinResponseSchema = z.object({ outlook: OutlookAddinSchema });
export type OutlookAddin = z.infer<typeof OutlookAddinSchema>;
