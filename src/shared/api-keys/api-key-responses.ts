// What the API key routes answer. The key itself is answered once, when it is made.
import { z } from "zod";
import { API_KEY_SCOPES } from "./api-key-schema";

export const ApiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters: not secret, enough to tell keys apart. */
  prefix: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  createdBy: z.object({ userId: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime().nullable(),
  lastUsedAt: z.iso.datetime().nullable(),
  lastUsedIp: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof ApiKeySchema>;

export const ApiKeyListResponseSchema = z.object({ apiKeys: z.array(ApiKeySchema) });
export const CreatedApiKeyResponseSchema = z.object({
  apiKey: ApiKeySchema,
  /** The whole key: shown this once, stored only as a hash. */
  key: z.string(),
});
export const RevokedApiKeyResponseSchema = z.object({ revoked: z.literal(true) });
