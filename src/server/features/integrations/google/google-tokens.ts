// Access tokens by domain-wide delegation: a JWT bearer grant signed RS256 with the service
// account's key (iss the client email, sub the impersonated user, the scope, aud the key's
// token_uri, an hour at most), POSTed to that token_uri. Each (client, user, scope) token is
// kept until five minutes before it expires; concurrent asks for one share one request
// (http/token-keeper.ts).
import { importPKCS8, SignJWT } from "jose";
import type { ServiceAccountKey } from "./service-account-key";
import { googleFetch } from "./google-http";
import { createTokenKeeper } from "../http/token-keeper";

const LIFETIME_SECONDS = 3600;

export type GoogleTokens = {
  get(key: ServiceAccountKey, subject: string, scope: string): Promise<string>;
  /** Drops a token Google refused (401): the next get mints a new one. */
  forget(key: ServiceAccountKey, subject: string, scope: string): void;
  readonly minted: number;
};

type Ask = { key: ServiceAccountKey; subject: string; scope: string };

export function createGoogleTokens(clock: () => number = Date.now): GoogleTokens {
  const signingKeys = new Map<string, Promise<CryptoKey>>();

  async function mint({ key, subject, scope }: Ask) {
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
    return { token: answer.access_token, expiresInMs: (answer.expires_in ?? LIFETIME_SECONDS) * 1000 };
  }

  const keeper = createTokenKeeper<Ask>((a) => `${a.key.token_uri} ${a.key.client_email} ${a.subject} ${a.scope}`, mint, clock);
  return {
    get minted() {
      return keeper.minted;
    },
    get: (key, subject, scope) => keeper.get({ key, subject, scope }),
    forget: (key, subject, scope) => keeper.forget({ key, subject, scope }),
  };
}
