// A signature version is the hash of its HTML: the same signature pushed again is the same version.
import { createHash } from "node:crypto";

export const signatureVersion = (html: string) => createHash("sha256").update(html).digest("base64url").slice(0, 32);
