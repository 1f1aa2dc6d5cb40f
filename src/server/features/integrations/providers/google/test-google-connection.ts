// "Test connection": one token per scope, as the sync and the pushes will ask for them,
// impersonating the Workspace admin; each failure said plainly, with what to do (provider-refusals.ts).
import { GOOGLE_SCOPES } from "../../../../../shared/integrations/integration-schema";
import { failedCheck } from "../explain-provider-error";
import type { CheckResult, ProviderDeps } from "../provider";
import type { GoogleConnection } from "./google-connection";

const PURPOSES = {
  [GOOGLE_SCOPES.gmail]: "Put signatures in Gmail",
  [GOOGLE_SCOPES.directory]: "Read the directory's users",
} as const;

export function testGoogleConnection(deps: Pick<ProviderDeps, "tokens">, connection: GoogleConnection): Promise<CheckResult[]> {
  const { clientId, adminEmail } = connection.settings;
  return Promise.all(
    [GOOGLE_SCOPES.gmail, GOOGLE_SCOPES.directory].map(async (scope) => {
      const check = { scope, purpose: PURPOSES[scope] };
      try {
        // A fresh token: a kept one would hide a delegation removed since.
        deps.tokens.google.forget(connection, adminEmail, scope);
        await deps.tokens.google.get(connection, adminEmail, scope);
        return { ...check, ok: true, error: null, message: "Allowed.", field: null };
      } catch (error) {
        return failedCheck(check, error, { clientId, adminEmail });
      }
    }),
  );
}
