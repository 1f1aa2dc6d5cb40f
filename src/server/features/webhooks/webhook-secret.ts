// Signing secrets: `whsec_` and 32 random bytes in base64 (Standard Webhooks), stored sealed
// with the endpoint's id (lib/secrets.ts). Deliveries are signed with the standardwebhooks
// library; during a rotation's overlap with the previous secret too, space-separated.
import { randomBytes } from "node:crypto";
import { Webhook } from "standardwebhooks";
import type { SecretBox } from "../../lib/secrets";

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

export type SealedSecrets = { id: string; secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null };

/** The secrets a delivery made at `now` is signed with: the current one, and the previous during its overlap. */
export function signingSecrets(secrets: SecretBox, endpoint: SealedSecrets, now: Date): string[] {
  const current = secrets.open(endpoint.secret, endpoint.id);
  const overlapping = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now;
  return overlapping ? [current, secrets.open(endpoint.previousSecret!, endpoint.id)] : [current];
}

/** The three Standard Webhooks headers of one attempt. */
export function signedHeaders(keys: string[], messageId: string, body: string, now: Date): Record<string, string> {
  const signature = keys.map((key) => new Webhook(key).sign(messageId, now, body)).join(" ");
  return {
    "webhook-id": messageId,
    "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
    "webhook-signature": signature,
  };
}
