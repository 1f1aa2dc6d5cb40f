// Secrets a company hands over (a service-account key, later client secrets) are stored
// sealed with AES-256-GCM under SECRETS_KEY (env.ts): a fresh 12-byte IV per seal, the
// 16-byte tag checked on open, and the row's own id as associated data, so a sealed value
// copied onto another row does not open. Never log or answer what `open` returns.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export type SecretBox = {
  seal(plain: string, context: string): string;
  open(sealed: string, context: string): string;
};

const VERSION = "v1";

/** A fixed development key, so secrets stored by `npm run dev` open after a restart; production sets its own (env.ts). */
export const DEVELOPMENT_SECRETS_KEY = Buffer.alloc(32, "signet-development-secrets-key!!");

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("A secrets key is 32 bytes.");
  return {
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
      return [VERSION, iv.toString("base64"), cipher.getAuthTag().toString("base64"), body.toString("base64")].join(".");
    },
    open(sealed, context) {
      const [version, iv, tag, body] = sealed.split(".");
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error("Not a sealed secret.");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64"));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(Buffer.from(tag, "base64"));
      return Buffer.concat([decipher.update(Buffer.from(body, "base64")), decipher.final()]).toString("utf8");
    },
  };
}
