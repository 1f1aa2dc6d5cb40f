// An invitation is accepted only with the single-use secret from its emailed link: proof
// that the person reads that mailbox (never because an address matches). Only the
// secret's SHA-256 is stored (in user_invitations.token), so a copy of the database can't
// accept anyone's invitation; the secret is long and random, so a fast hash is enough.
import { createHash, randomBytes } from "node:crypto";

export function hashInvitationSecret(secret: string): string {
  return createHash("sha256").update(secret).digest("base64url");
}

export function newInvitationSecret(): { secret: string; hash: string } {
  const secret = randomBytes(24).toString("base64url");
  return { secret, hash: hashInvitationSecret(secret) };
}
