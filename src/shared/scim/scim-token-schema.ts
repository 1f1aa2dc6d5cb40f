// Provisioning tokens (/company-settings?tab=provisioning): what an admin sends to make
// one, what the list shows (never the token: it is shown once, when made), and the words.
import { z } from "zod";
import { requiredText } from "../fields/fields";

/** A company keeps at most this many tokens: one per identity provider, with room to rotate. */
export const SCIM_TOKENS_MAX = 10;
export const SCIM_TOKEN_NAME_MAX = 60;

export const SCIM_TOKEN_MESSAGES = {
  nameRequired: "Name the token after the identity provider that uses it, e.g. Microsoft Entra ID.",
  nameTooLong: `A token name is at most ${SCIM_TOKEN_NAME_MAX} characters.`,
  tooMany: `A company has at most ${SCIM_TOKENS_MAX} provisioning tokens. Revoke one you no longer use first.`,
} as const;

export const CreateScimTokenSchema = z.object({
  name: requiredText(SCIM_TOKEN_MESSAGES.nameRequired).max(SCIM_TOKEN_NAME_MAX, SCIM_TOKEN_MESSAGES.nameTooLong),
});
export type CreateScimToken = z.infer<typeof CreateScimTokenSchema>;

export const ScimTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The token's first characters: enough to tell tokens apart, useless to call with. */
  prefix: z.string(),
  /** The address of the admin who made it, as it was then. */
  createdBy: z.string().nullable(),
  /** A token works only while the admin who made it is still an admin of the company. */
  status: z.enum(["active", "creator_not_admin"]),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ScimTokenView = z.infer<typeof ScimTokenSchema>;

export const ProvisioningResponseSchema = z.object({
  /** What to paste as the Tenant URL (Entra) or Base URL (Okta). */
  baseUrl: z.string(),
  tokens: z.array(ScimTokenSchema),
});
export type Provisioning = z.infer<typeof ProvisioningResponseSchema>;

export const CreatedScimTokenResponseSchema = z.object({
  token: ScimTokenSchema,
  /** The token itself: in this answer only, never again. */
  secret: z.string(),
});
