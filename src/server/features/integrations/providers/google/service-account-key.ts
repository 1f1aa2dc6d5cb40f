// Reads an uploaded service-account key file: JSON of type service_account with the fields
// the JWT bearer grant needs, a private key that parses as RSA, and Google's own token URI
// (a key is never a way to make the server post somewhere else: tokens are asked at the
// `oauthApiUrl` setting, google-tokens.ts). Every refusal is a 400 naming `serviceAccountKey`;
// nothing of the key reaches a message or the log.
import { createPrivateKey } from "node:crypto";
import { badRequest } from "../../../../lib/errors";
import { INTEGRATION_MESSAGES as M } from "../../../../../shared/integrations/integration-schema";

export type ServiceAccountKey = {
  type: "service_account";
  client_email: string;
  client_id: string;
  private_key: string;
  token_uri: string;
  project_id?: string;
  private_key_id?: string;
};

/** The only token URI a key may name: Google's. It is also the assertion's audience. */
export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";

const REQUIRED = ["client_email", "private_key", "client_id", "token_uri"] as const;
const refuse = (message: string) => badRequest(message, { serviceAccountKey: message });

export function parseServiceAccountKey(text: string): ServiceAccountKey {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw refuse(M.keyNotJson);
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) throw refuse(M.keyNotServiceAccount);
  const key = value as Record<string, unknown>;
  if (key.type !== "service_account") throw refuse(M.keyNotServiceAccount);
  for (const field of REQUIRED)
    if (typeof key[field] !== "string" || !(key[field] as string).trim()) throw refuse(M.keyMissingField(field));
  try {
    if (createPrivateKey(key.private_key as string).asymmetricKeyType !== "rsa") throw new Error("not RSA");
  } catch {
    throw refuse(M.keyBadPrivateKey);
  }
  if (key.token_uri !== GOOGLE_TOKEN_URI) throw refuse(M.keyBadTokenUri);
  return {
    type: "service_account",
    client_email: (key.client_email as string).trim(),
    client_id: (key.client_id as string).trim(),
    private_key: key.private_key as string,
    token_uri: GOOGLE_TOKEN_URI,
    ...(typeof key.project_id === "string" ? { project_id: key.project_id } : {}),
    ...(typeof key.private_key_id === "string" ? { private_key_id: key.private_key_id } : {}),
  };
}
