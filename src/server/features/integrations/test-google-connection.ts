// "Test connection": one token per scope, as the sync and the pushes will ask for them,
// impersonating the Workspace admin; each failure said plainly, with what to do.
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import { GOOGLE_SCOPES } from "../../../shared/integrations/integration-schema";
import { GoogleApiError } from "./google/google-http";
import { requireGoogleConnection } from "./google-connection";

const PURPOSES = {
  [GOOGLE_SCOPES.gmail]: "Put signatures in Gmail",
  [GOOGLE_SCOPES.directory]: "Read the directory's users",
} as const;

function explain(error: unknown, clientId: string, adminEmail: string): { error: string; message: string } {
  if (!(error instanceof GoogleApiError)) return { error: "unknown", message: "The check failed unexpectedly. Try again." };
  switch (error.code) {
    case "unauthorized_client":
      return {
        error: error.code,
        message: `Domain-wide delegation is not set up for this scope yet. In Google Admin (Security, API controls, Domain-wide delegation), allow client ID ${clientId} with this scope. A new delegation can take up to 24 hours to apply.`,
      };
    case "invalid_client":
      return {
        error: error.code,
        message: "Google doesn't know this service account: it was deleted or disabled. Upload a key of an active service account.",
      };
    case "invalid_grant":
      return {
        error: error.code,
        message: `Google refused the signed request (${error.message}). Check that ${adminEmail} is an active user of your Workspace and that this key was not deleted in Google Cloud.`,
      };
    case "network":
      return { error: error.code, message: "Google could not be reached. Try again in a minute." };
    default:
      return { error: error.code, message: `Google answered ${error.status}: ${error.message}` };
  }
}

export async function testGoogleConnection(deps: Pick<AppDeps, "db" | "secrets" | "googleTokens">, scope: Pick<Scope, "accountId">) {
  const connection = await requireGoogleConnection(deps, scope.accountId);
  const { settings } = connection;
  const checks = await Promise.all(
    [GOOGLE_SCOPES.gmail, GOOGLE_SCOPES.directory].map(async (s) => {
      try {
        // A fresh token: a kept one would hide a delegation removed since.
        deps.googleTokens.forget(connection, settings.adminEmail, s);
        await deps.googleTokens.get(connection, settings.adminEmail, s);
        return { scope: s, purpose: PURPOSES[s], ok: true, error: null, message: "Allowed." };
      } catch (error) {
        return { scope: s, purpose: PURPOSES[s], ok: false, ...explain(error, settings.clientId, settings.adminEmail) };
      }
    }),
  );
  return { ok: checks.every((c) => c.ok), checks };
}
