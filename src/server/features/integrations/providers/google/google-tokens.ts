// Access tokens by domain-wide delegation: a JWT bearer grant signed RS256 with the service
// account's key (iss the client email, sub the impersonated user, the scope, aud Google's token
// URI, an hour at most), POSTed to Google's token endpoint (the `oauthApiUrl` setting: the fake
// in tests and `npm run dev`). Each token is kept per company connection, private key, client,
// user and scope until five minutes before it expires; concurrent asks for one share one
// request (http/token-keeper.ts). A company is never handed a token another company's key
// minted: a key file naming someone else's client email with another private key mints its own
// assertion, which Google refuses. The private key is only in the signature, never in a kept
// key (its hash stands in).
import { createHash } from "node:crypto";
import { importPKCS8, SignJWT } from "jose";
import { GOOGLE_TOKEN_URI, type ServiceAccountKey } from "./service-account-key";
import { googleFetch } from "./google-http";
import { createTokenKeeper } from "../token-keeper";

const LIFETIME_SECONDS = 3600;

/** Whose key: the company's connection (its integration row's id) and the key it holds. */
export type GoogleCredentials = { id: string; key: ServiceAccountKey };

export type GoogleTokens = {
  get(credentials: GoogleCredentials, subject: string, scope: string): Promise<string>;
  /** Drops a token Google refused (401): the next get mints a new one. */
  forget(credentials: GoogleCredentials, subject: string, scope: string): void;
  readonly minted: number;
};

type Ask = { credentials: GoogleCredentials; subject: string; scope: string };

const hashOf = (text: string) => createHash("sha256").update(text).digest("base64url");

export function createGoogleTokens(oauthApiUrl = "https://oauth2.googleapis.com", clock: () => number = Date.now): GoogleTokens {
  const tokenUrl = `${oauthApiUrl.replace(/\/$/, "")}/token`;
  const signingKeys = new Map<string, Promise<CryptoKey>>();

  async function mint({ credentials: { key }, subject, scope }: Ask) {
    const keyHash = hashOf(key.private_key);
    let signingKey = signingKeys.get(keyHash);
    if (!signingKey) {
      signingKey = importPKCS8(key.private_key, "RS256");
      signingKeys.set(keyHash, signingKey);
      signingKey.catch(() => signingKeys.delete(keyHash));
    }
    const iat = Math.floor(clock() / 1000);
    const assertion = await new SignJWT({ scope })
      .setProtectedHeader({ alg: "RS256", typ: "JWT", ...(key.private_key_id ? { kid: key.private_key_id } : {}) })
      .setIssuer(key.client_email)
      .setSubject(subject)
      .setAudience(GOOGLE_TOKEN_URI)
      .setIssuedAt(iat)
      .setExpirationTime(iat + LIFETIME_SECONDS)
      .sign(await signingKey);
    const answer = await googleFetch<{ access_token: string; expires_in?: number }>(tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }).toString(),
    });
    return { token: answer.access_token, expiresInMs: (answer.expires_in ?? LIFETIME_SECONDS) * 1000 };
  }

  const keeper = createTokenKeeper<Ask>(
    ({ credentials: { id, key }, subject, scope }) => `${id} ${hashOf(key.private_key)} ${key.client_email} ${subject} ${scope}`,
    mint,
    clock,
  );
  return {
    get minted() {
      return keeper.minted;
    },
    get: (credentials, subject, scope) => keeper.get({ credentials, subject, scope }),
    forget: (credentials, subject, scope) => keeper.forget({ credentials, subject, scope }),
  };
}
