// Password-reset secrets: a 6-digit code and a link token, both from the CSPRNG. Only an
// HMAC keyed with the server secret is stored: a copy of the database alone cannot be
// turned back into a working code, even though there are only a million codes.
import { createHmac, randomBytes, randomInt } from "node:crypto";
import { FIELD_LIMITS } from "../../../shared/limits";

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const LINK_LIFETIME_SECONDS = 60 * 60;
export const MAX_WRONG_CODE_ATTEMPTS = 5;

export function generateCode(): string {
  return String(randomInt(0, 10 ** FIELD_LIMITS.otpLength)).padStart(FIELD_LIMITS.otpLength, "0");
}

export function generateLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

// A code is bound to its address (the same six digits mean nothing for anyone else), so
// its hash is known before the user is looked up: checking a code costs the same for a
// registered and an unknown address. A link token is long enough to be looked up on its own.
export function hashCode(key: string, email: string, code: string): string {
  return createHmac("sha256", key).update(`code:${email.trim().toLowerCase()}:${code}`).digest("hex");
}

export function hashLinkToken(key: string, token: string): string {
  return createHmac("sha256", key).update(`link:${token}`).digest("hex");
}
