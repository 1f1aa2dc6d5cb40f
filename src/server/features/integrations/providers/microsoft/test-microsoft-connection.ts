// "Test connection" for Microsoft 365: a fresh token for the app (the tenant, client id and
// secret), then one Graph read of the users (the User.Read.All permission with admin
// consent: without it the token is issued but Graph answers 403). Each failure said plainly
// (provider-refusals.ts).
import { MICROSOFT_GRAPH_PERMISSION } from "../../../../../shared/integrations/microsoft-schema";
import { failedCheck } from "../explain-provider-error";
import type { CheckResult, ProviderDeps } from "../provider";
import type { MicrosoftConnection } from "./microsoft-connection";
import { microsoftFetch } from "./microsoft-http";

const SIGN_IN = { scope: "client-credentials", purpose: "Sign in as the app" };
const READ = { scope: MICROSOFT_GRAPH_PERMISSION, purpose: "Read the directory's users" };

export async function testMicrosoftConnection(deps: Pick<ProviderDeps, "tokens">, connection: MicrosoftConnection): Promise<CheckResult[]> {
  const { app, graphUrl, settings } = connection;
  const context = { tenantId: settings.tenantId, clientId: settings.clientId };
  const passed = (check: typeof SIGN_IN, message: string) => ({ ...check, ok: true, error: null, message, field: null });
  // A fresh token: a kept one would hide a secret deleted or consent revoked since.
  deps.tokens.microsoft.forget(app);
  let token: string;
  try {
    token = await deps.tokens.microsoft.get(app);
  } catch (error) {
    const skipped = { ...READ, ok: false, error: "not_checked", message: "Not checked: the app could not sign in.", field: null };
    return [failedCheck(SIGN_IN, error, context), skipped];
  }
  try {
    await microsoftFetch(`${graphUrl}/v1.0/users?$select=id&$top=1`, { headers: { authorization: `Bearer ${token}` } });
    return [passed(SIGN_IN, "Signed in."), passed(READ, "Allowed.")];
  } catch (error) {
    return [passed(SIGN_IN, "Signed in."), failedCheck(READ, error, context)];
  }
}
