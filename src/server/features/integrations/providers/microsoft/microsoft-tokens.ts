// Graph access tokens by client credentials: POST {login}/{tenant}/oauth2/v2.0/token with the
// app's client id and secret and the scope https://graph.microsoft.com/.default (the app's
// consented application permissions). Kept per (tenant, app, secret) until five minutes
// before they expire (http/token-keeper.ts). The secret is only in the form body sent to the
// sign-in, never in a key of the kept tokens (its hash stands in).
import { createHash } from "node:crypto";
import { MICROSOFT_GRAPH_SCOPE } from "../../../../../shared/integrations/microsoft-schema";
import { createTokenKeeper, type TokenKeeper } from "../token-keeper";
import { microsoftFetch } from "./microsoft-http";

export type MicrosoftApp = { loginUrl: string; tenantId: string; clientId: string; clientSecret: string };
export type MicrosoftTokens = TokenKeeper<MicrosoftApp>;

export function microsoftTokenUrl(app: Pick<MicrosoftApp, "loginUrl" | "tenantId">) {
  return `${app.loginUrl.replace(/\/$/, "")}/${encodeURIComponent(app.tenantId)}/oauth2/v2.0/token`;
}

export function createMicrosoftTokens(clock: () => number = Date.now): MicrosoftTokens {
  return createTokenKeeper<MicrosoftApp>(
    (app) => `${app.loginUrl} ${app.tenantId} ${app.clientId} ${createHash("sha256").update(app.clientSecret).digest("base64url")}`,
    async (app) => {
      const answer = await microsoftFetch<{ access_token: string; expires_in?: number }>(microsoftTokenUrl(app), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: app.clientId,
          client_secret: app.clientSecret,
          scope: MICROSOFT_GRAPH_SCOPE,
          grant_type: "client_credentials",
        }).toString(),
      });
      return { token: answer.access_token, expiresInMs: (answer.expires_in ?? 3599) * 1000 };
    },
    clock,
  );
}
