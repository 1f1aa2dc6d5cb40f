// What an admin sends to make an API key: a name, what it may do, and when it stops working.
import { z } from "zod";
import { requiredText } from "../fields/fields";

export const API_KEY_LIMITS = { name: 100, perAccount: 50 } as const;

/** What a key may do: `read` calls GET routes only; `write` calls every route an admin may call with a key. */
export const API_KEY_SCOPES = ["read", "write"] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = { read: "Read", write: "Read and write" };

export const API_KEY_MESSAGES = {
  nameTooLong: `Name must be at most ${API_KEY_LIMITS.name} characters`,
  scopeInvalid: "Choose read, or read and write",
  expiryInvalid: "Give the expiry as an RFC 3339 time, like 2026-12-01T09:00:00+01:00",
  expiryPast: "The expiry must be in the future",
} as const;

const M = API_KEY_MESSAGES;

export const CreateApiKeySchema = z.object({
  name: requiredText().max(API_KEY_LIMITS.name, M.nameTooLong),
  scope: z.enum(API_KEY_SCOPES, { error: M.scopeInvalid }),
  // An RFC 3339 time with its offset ("Z" or "+01:00"); null or left out: the key never expires.
  expiresAt: z
    .string({ error: M.expiryInvalid })
    .max(40, M.expiryInvalid)
    .pipe(z.iso.datetime({ offset: true, error: M.expiryInvalid }))
    .refine((value) => Date.parse(value) > Date.now(), M.expiryPast)
    .nullish()
    .transform((value) => value ?? null),
});
export type CreateApiKey = z.input<typeof CreateApiKeySchema>;

/** The create form's expiry choices: never, or this many days from now. */
export const API_KEY_EXPIRY_CHOICES = [
  { value: "never", label: "Never", days: null },
  { value: "30", label: "In 30 days", days: 30 },
  { value: "90", label: "In 90 days", days: 90 },
  { value: "365", label: "In 1 year", days: 365 },
] as const;
export type ApiKeyExpiryChoice = (typeof API_KEY_EXPIRY_CHOICES)[number]["value"];

/** The create form: the route's name and scope rules, and an expiry picked from the choices. */
export const ApiKeyFormSchema = z.object({
  name: CreateApiKeySchema.shape.name,
  scope: CreateApiKeySchema.shape.scope,
  expiresIn: z.enum(API_KEY_EXPIRY_CHOICES.map((c) => c.value) as [ApiKeyExpiryChoice, ...ApiKeyExpiryChoice[]]),
});
export type ApiKeyFormValues = z.input<typeof ApiKeyFormSchema>;

/** The chosen expiry as the route takes it: an RFC 3339 time, or null for never. */
export function expiryOf(choice: ApiKeyExpiryChoice, now = new Date()): string | null {
  const days = API_KEY_EXPIRY_CHOICES.find((c) => c.value === choice)?.days ?? null;
  return days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString();
}
