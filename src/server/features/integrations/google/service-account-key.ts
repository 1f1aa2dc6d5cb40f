// Reads an uploaded service-account key file: JSON of type service_account with the fields
// the JWT bearer grant needs, and a private key that parses as RSA. Every refusal is a 400
// naming `serviceAccountKey`; nothing of the key reaches a message or the log.
import { createPrivateKey } from "node:crypto";
import { badRequest } from "../../../lib/errors";
import { INTEGRATION_MESSAGES as M } from "../../../../shared/integrations/integration-schema";

export type ServiceAccountKey = {
  type: "service_account";
  client_email: string;
  client_id: string;
  private_key: string;
  token_uri: string;
  project_id?: string;
  private_key_id?: string;
};

const REQUIRED = ["client_email", "private_key", "client_id", "token_uri"] as const;
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const refuse = (message: string) => badRequest(message, { serviceAccountKey: message });

/** `allowLoopbackHttp`: outside production a local fake of Google may serve http on 127.0.0.1. */
export function parseServiceAccountKey(text: string, options: { allowLoopbackHttp: boolean }): ServiceAccountKey {
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
  let tokenUri: URL;
  try {
    tokenUri = new URL(key.token_uri as string);
  } catch {
    throw refuse(M.keyBadTokenUri);
  }
  const local = options.allowLoopbackHttp && tokenUri.protocol === "http:" && LOOPBACK.has(tokenUri.hostname);
  if (tokenUri.protocol !== "https:" && !local) throw refuse(M.keyBadTokenUri);
  return {
    type: "service_account",
    client_email: (key.client_email as string).trim(),
    client_id: (key.client_id as string).trim(),
    private_key: key.private_key as string,
    token_uri: tokenUri.toString(),
    ...(typeof key.project_id === "string" ? { project_id: key.project_id } : {}),
    ...(typeof key.private_key_id === "string" ? { private_key_id: key.private_key_id } : {}),
  };
}
