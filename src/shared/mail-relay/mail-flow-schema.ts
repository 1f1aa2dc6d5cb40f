// The signing mail relay's settings (/company-settings?tab=mail-flow): what an admin sends, what
// the server answers, the message trace, and the words of every refusal.
import { z } from "zod";

export const MAIL_FLOW_MODES = ["sign", "shadow", "off"] as const;
export const MAIL_FLOW_PROVIDERS = ["google", "microsoft", "smtp"] as const;
export const MAIL_FLOW_FAILURE_POLICIES = ["deliver_unsigned", "defer"] as const;
export const MAIL_FLOW_SIGN_RULES = ["everyone", "outside"] as const;
export const MAIL_FLOW_OUTCOMES = ["signed", "signed_reply", "passed", "refused"] as const;

export const MAIL_FLOW_LIMITS = { networksMax: 50, networkMax: 43, hostMax: 253, emailMax: 254, traceShown: 100, ownShown: 10 } as const;

/** Where each provider takes mail back for delivery, as its admin console names it. */
export const RETURN_HOPS = {
  google: { host: "smtp-relay.gmail.com", port: 587 },
  microsoft: { host: "", port: 25 },
  smtp: { host: "", port: 25 },
} as const;

export const MAIL_FLOW_MESSAGES = {
  hostInvalid: "Enter a host name like smtp.example.com, or an IP address.",
  hostPrivate: "This address is private or local; enter your provider's public host.",
  portInvalid: "Enter a port from 1 to 65535.",
  networkInvalid: "Enter networks as addresses or CIDR ranges, like 203.0.113.0/24.",
  tooManyNetworks: `Enter at most ${MAIL_FLOW_LIMITS.networksMax} networks.`,
  toInvalid: "Enter the email address the test message goes to.",
  memberNotFound: "Member not found.",
  noReturnHost: "Enter where mail goes back for delivery (the return host) first.",
  noCredential: "Make the relay credential first: the test message logs in with it.",
} as const;

const M = MAIL_FLOW_MESSAGES;
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i;
const IPV4 = /^(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}$/;
const IPV6 = /^[0-9a-f:]+$/i;

/** An IPv4 or IPv6 address, or a CIDR range of one. */
export function isNetwork(value: string): boolean {
  const [base, bits, extra] = value.split("/");
  if (extra !== undefined) return false;
  const v4 = IPV4.test(base);
  const v6 = !v4 && base.includes(":") && IPV6.test(base);
  if (!v4 && !v6) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (v4 ? 32 : 128);
}

export const UpdateMailFlowSchema = z
  .object({
    mode: z.enum(MAIL_FLOW_MODES),
    provider: z.enum(MAIL_FLOW_PROVIDERS),
    failurePolicy: z.enum(MAIL_FLOW_FAILURE_POLICIES),
    signRule: z.enum(MAIL_FLOW_SIGN_RULES),
    returnHost: z
      .string()
      .max(MAIL_FLOW_LIMITS.hostMax, M.hostInvalid)
      .trim()
      .toLowerCase()
      .refine((h) => h === "" || HOST.test(h) || IPV4.test(h), M.hostInvalid)
      .transform((h) => h || null),
    returnPort: z.coerce.number({ error: M.portInvalid }).int(M.portInvalid).min(1, M.portInvalid).max(65535, M.portInvalid),
    allowedNetworks: z
      .array(z.string().max(MAIL_FLOW_LIMITS.networkMax, M.networkInvalid).trim().refine(isNetwork, M.networkInvalid))
      .max(MAIL_FLOW_LIMITS.networksMax, M.tooManyNetworks),
  })
  .partial()
  // A key the form does not have is refused, not ignored: a typo must not look saved.
  .strict();
export type UpdateMailFlow = z.input<typeof UpdateMailFlowSchema>;

export const SendTestMessageSchema = z
  .object({ to: z.string().max(MAIL_FLOW_LIMITS.emailMax, M.toInvalid).trim().email(M.toInvalid) })
  .strict();
export type SendTestMessage = z.infer<typeof SendTestMessageSchema>;

export const MailFlowSchema = z.object({
  mode: z.enum(MAIL_FLOW_MODES),
  provider: z.enum(MAIL_FLOW_PROVIDERS),
  failurePolicy: z.enum(MAIL_FLOW_FAILURE_POLICIES),
  signRule: z.enum(MAIL_FLOW_SIGN_RULES),
  returnHost: z.string().nullable(),
  returnPort: z.number().int(),
  allowedNetworks: z.array(z.string()),
  /** The credential's SMTP user name (not secret); its password is never answered again. */
  credentialUsername: z.string().nullable(),
  /** Where the company's provider sends mail: this relay's public name and port. */
  relay: z.object({ hostname: z.string(), port: z.number().int(), running: z.boolean() }),
  /** The header every relayed message carries: the exception of a Microsoft 365 transport rule. */
  header: z.object({ name: z.string(), values: z.array(z.string()) }),
  verifiedDomains: z.array(z.string()),
});
export const MailFlowResponseSchema = z.object({ mailFlow: MailFlowSchema });
export type MailFlow = z.infer<typeof MailFlowSchema>;

export const RelayCredentialResponseSchema = z.object({ username: z.string(), password: z.string() });

export const TestHopSchema = z.object({ step: z.string(), ok: z.boolean(), detail: z.string() });
export const TestMessageResponseSchema = z.object({ delivered: z.boolean(), hops: z.array(TestHopSchema) });
export type TestMessageResult = z.infer<typeof TestMessageResponseSchema>;

export const TraceMessageSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  sender: z.string(),
  userId: z.string().nullable(),
  memberName: z.string().nullable(),
  recipientDomains: z.array(z.string()),
  sizeBytes: z.number().int(),
  outcome: z.enum(MAIL_FLOW_OUTCOMES),
  reason: z.string(),
  returnResponse: z.string().nullable(),
});
export const TraceResponseSchema = z.object({ messages: z.array(TraceMessageSchema) });
export type TraceMessage = z.infer<typeof TraceMessageSchema>;
export const TraceQuerySchema = z.object({ userId: z.string().min(1).max(200).optional() });
