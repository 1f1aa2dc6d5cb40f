// The bearer tokens an admin makes for a machine, whatever they open: API keys ("sgnt_", the
// /api routes, decision 031) and provisioning tokens ("scim_", /scim/v2). One rule for both:
// - a token is its prefix and 43 characters of base64url (32 random bytes); its first 8
//   characters after the prefix find its row, and only the SHA-256 of the whole token is
//   stored (32 random bytes can't be guessed, so a fast hash is enough), compared in
//   constant time;
// - it works until it is revoked, until it expires (when it has an end), and only while the
//   admin who made it is still an admin of its company: a demoted or removed admin's tokens
//   stop at once (within the membership cache's few seconds on other copies of the server).
import { hash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Database } from "../db/client";
import { isAdminRole, type AccountStatus } from "../../shared/permissions";
import { membershipOf } from "./membership-of";

export type BearerTokenPrefix = "sgnt_" | "scim_";

const RANDOM_CHARS = 43;
const LOOKUP_CHARS = 8;

// The one-shot hash: a third of createHash's cost, paid on every request that carries a token.
export const hashBearerToken = (token: string) => hash("sha256", token, "hex");

/** A new token, the prefix that finds and names it (shown in lists), and the hash that is stored. */
export function newBearerToken(prefix: BearerTokenPrefix) {
  const token = `${prefix}${randomBytes(32).toString("base64url")}`;
  return { token, lookup: lookupOf(token), hash: hashBearerToken(token) };
}

/** Whether `token` has the shape of one of ours with this prefix (anything else is refused unread). */
export const isBearerTokenShape = (prefix: BearerTokenPrefix, token: string) =>
  token.startsWith(prefix) && token.length === prefix.length + RANDOM_CHARS && /^[A-Za-z0-9_-]+$/.test(token.slice(prefix.length));

/** The stored prefix that finds a token's row: its kind and the first 8 random characters. */
export const lookupOf = (token: string) => token.slice(0, token.indexOf("_") + 1 + LOOKUP_CHARS);

/** The stored hash (hex) against the presented token's, in constant time. */
export function isSameHash(storedHex: string, presentedHex: string) {
  const left = Buffer.from(storedHex, "hex");
  const right = Buffer.from(presentedHex, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** What the state of a token depends on: its company, who made it, and its end if it has one. */
export type BearerTokenRow = { accountId: string; createdBy: string | null; expiresAt?: Date | null; revokedAt?: Date | null };

export type BearerTokenState =
  | { state: "live"; accountStatus: AccountStatus }
  | { state: "revoked" }
  | { state: "expired"; expiresAt: Date }
  | { state: "creator_not_admin" };

/** Whether a token whose hash matched works now, and if not, why. */
export async function bearerTokenState(db: Database, row: BearerTokenRow): Promise<BearerTokenState> {
  if (row.revokedAt) return { state: "revoked" };
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return { state: "expired", expiresAt: row.expiresAt };
  if (!row.createdBy) return { state: "creator_not_admin" };
  const membership = await membershipOf(db, row.createdBy);
  if (!membership || membership.accountId !== row.accountId || !isAdminRole(membership.role)) return { state: "creator_not_admin" };
  return { state: "live", accountStatus: membership.account.status };
}

/** Whether the token's creator is still an admin (or super admin) of the token's company: the rule above, for lists. */
export async function isCreatorAdmin(db: Database, row: Pick<BearerTokenRow, "accountId" | "createdBy">) {
  return (await bearerTokenState(db, { accountId: row.accountId, createdBy: row.createdBy })).state === "live";
}
