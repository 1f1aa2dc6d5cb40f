// "Test connection" for Microsoft 365: a fresh token for the app (the tenant, client id and
// secret), then one Graph read of the users (the User.Read.All permission with admin
// consent: without it the token is issued but Graph answers 403). Each failure said plainly
// (provider-refusals.ts).
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import { MICROSOFT_GRAPH_PERMISSION } from "../../../shared/integrations/microsoft-schema";
import { requireMicrosoftConnection } from "./microsoft-connection";
import { microsoftFetch } from "./microsoft/microsoft-http";
import { explainProviderError, refusalOf } from "./explain-provider-error";

const SIGN_IN = { scope: "client-credentials", purpose: "Sign in as the app" };
const READ = { scope: MICROSOFT_GRAPH_PERMISSION, purpose: "Read the directory's users" };

function explain(error: unknown, tenantId: string, clientId: string): { error: string; message: string } {
  return { error: refusalOf(error)?.code ?? "unknown", message: explainProviderError(error, { tenantId, clientId }) };
}

export async function testMicrosoftConnection(
  deps: Pick<AppDeps, "db" | "secrets" | "config" | "microsoftTokens">,
  scope: Pick<Scope, "accountId">,
) {
  const { app, graphUrl, settings } = await requireMicrosoftConnection(deps, scope.accountId);
  const passed = (check: typeof SIGN_IN, message: string) => ({ ...check, ok: true, error: null, message });
  const failed = (check: typeof SIGN_IN, error: unknown) => ({
    ...check,
    ok: false,
    ...explain(error, settings.tenantId, settings.clientId),
  });
  // A fresh token: a kept one would hide a secret deleted or consent revoked since.
  deps.microsoftTokens.forget(app);
  let token: string;
  try {
    token = await deps.microsoftTokens.get(app);
  } catch (error) {
    const skipped = { ...READ, ok: false, error: "not_checked", message: "Not checked: the app could not sign in." };
    return { ok: false, checks: [failed(SIGN_IN, error), skipped] };
  }
  try {
    await microsoftFetch(`${graphUrl}/v1.0/users?$select=id&$top=1`, { headers: { authorization: `Bearer ${token}` } });
    return { ok: true, checks: [passed(SIGN_IN, "Signed in."), passed(READ, "Allowed.")] };
  } catch (error) {
    return { ok: false, checks: [passed(SIGN_IN, "Signed in."), failed(READ, error)] };
  }
}
