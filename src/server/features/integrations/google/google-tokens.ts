// Access tokens by domain-wide delegation: a JWT bearer grant signed RS256 with the service
// account's key (iss the client email, sub the impersonated user, the scope, aud the key's
// token_uri, an hour at most), POSTed to that token_uri. Each (client, user, scope) token is
// kept until five minutes before it expires; concurrent asks for one share one request.
import { importPKCS8, SignJWT } from "jose";
import type { ServiceAccountKey } from "./service-account-key";
import { googleFetch } from "./google-http";

const LIFETIME_SECONDS = 3600;
const RENEW_BEFORE_MS = 5 * 60_000;
const MAX_KEPT = 100_000;

export type GoogleTokens = {
  get(key: ServiceAccountKey, subject: string, scope: string): Promise<string>;
  /** Drops a token Google refused (401): the next get mints a new one. */
  forget(key: ServiceAccountKey, subject: string, scope: string): void;
  readonly minted: number;
};

type Kept = { token: string; renewAt: number };

export function createGoogleTokens(clock: () => number = Date.now): GoogleTokens {
  const kept = new Map<string, Kept>();
  const minting = new Map<string, Promise<string>>();
  const signingKeys = new Map<string, Promise<CryptoKey>>();
  let minted = 0;
  const keyOf = (key: ServiceAccountKey, subject: string, scope: string) => `${key.token_uri} ${key.client_email} ${subject} ${scope}`;

  async function mint(key: ServiceAccountKey, subject: string, scope: string): Promise<Kept> {
    let signingKey = signingKeys.get(key.private_key);
    if (!signingKey) {
      signingKey = importPKCS8(key.private_key, "RS256");
      signingKeys.set(key.private_key, signingKey);
      signingKey.catch(() => signingKeys.delete(key.private_key));
    }
    const iat = Math.floor(clock() / 1000);
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
      .setIssuer(key.client_email)
      .setSubject(subject)
      .setAudience(key.token_uri)
      .setIssuedAt(iat)
      .setExpirationTime(iat + LIFETIME_SECONDS)
      .sign(await signingKey);
    const answer = await googleFetch<{ access_token: string; expires_in?: number }>(key.token_uri, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
    });
    minted++;
    const expiresIn = (answer.expires_in ?? LIFETIME_SECONDS) * 1000;
    return { token: answer.access_token, renewAt: clock() + expiresIn - RENEW_BEFORE_MS };
  }

  return {
    get minted() {
      return minted;
    },
    async get(key, subject, scope) {
      const id = keyOf(key, subject, scope);
      const hit = kept.get(id);
      if (hit && hit.renewAt > clock()) return hit.token;
      let pending = minting.get(id);
      if (!pending) {
        pending = mint(key, subject, scope)
          .then((fresh) => {
            if (kept.size >= MAX_KEPT) kept.clear();
            kept.set(id, fresh);
            return fresh.token;
          })
          .finally(() => minting.delete(id));
        minting.set(id, pending);
      }
      return pending;
    },
    forget(key, subject, scope) {
      kept.delete(keyOf(key, subject, scope));
    },
  };
}
