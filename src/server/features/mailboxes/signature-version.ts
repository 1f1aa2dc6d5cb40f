// A signature version is the hash of its HTML: the same signature pushed again is the same version.
import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";

export const signatureVersion = (html: string) => createHash("sha256").update(html).digest("base64url").slice(0, 32);

/** signatureVersion() in SQL, for reads that compare a push row with the signature now (same text on both databases). */
export const signatureVersionSql = (html: SQL) =>
  sql`left(translate(encode(sha256(convert_to(${html}, 'UTF8')), 'base64'), '+/', '-_'), 32)`;
