// "Test connection": one token per scope, as the sync and the pushes will ask for them,
// impersonating the Workspace admin; each failure said plainly, with what to do (provider-refusals.ts).
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import { GOOGLE_SCOPES } from "../../../shared/integrations/integration-schema";
import { explainProviderError, refusalOf } from "./explain-provider-error";
import { requireGoogleConnection } from "./google-connection";

const PURPOSES = {
  [GOOGLE_SCOPES.gmail]: "Put signatures in Gmail",
  [GOOGLE_SCOPES.directory]: "Read the directory's users",
} as const;

function explain(error: unknown, clientId: string, adminEmail: string): { error: string; message: string } {
  return { error: refusalOf(error)?.code ?? "unknown", message: explainProviderError(error, { clientId, adminEmail }) };
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
