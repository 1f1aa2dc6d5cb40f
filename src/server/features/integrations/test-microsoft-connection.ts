// "Test connection" for Microsoft 365: a fresh token for the app (the tenant, client id and
// secret), then one Graph read of the users (the User.Read.All permission with admin
// consent: without it the token is issued but Graph answers 403). Each failure said plainly.
import type { AppDeps } from "../../context";
import type { Scope } from "../../lib/scope";
import { MICROSOFT_GRAPH_PERMISSION } from "../../../shared/integrations/microsoft-schema";
import { requireMicrosoftConnection } from "./microsoft-connection";
import { MicrosoftApiError, microsoftFetch } from "./microsoft/microsoft-http";

const SIGN_IN = { scope: "client-credentials", purpose: "Sign in as the app" };
const READ = { scope: MICROSOFT_GRAPH_PERMISSION, purpose: "Read the directory's users" };

function explain(error: unknown, tenantId: string, clientId: string): { error: string; message: string } {
  if (!(error instanceof MicrosoftApiError)) return { error: "unknown", message: "The check failed unexpectedly. Try again." };
  const said = (text: string) => ({ error: error.code, message: text });
  switch (error.code) {
    case "AADSTS7000215":
      return said(
        "Microsoft refused the client secret (AADSTS7000215). Paste the secret's Value, not its Secret ID, from Certificates & secrets, or create a new client secret.",
      );
    case "AADSTS7000222":
      return said("The client secret has expired (AADSTS7000222). Create a new one in Certificates & secrets and enter it here.");
    case "AADSTS90002":
      return said(
        `Microsoft doesn't know the tenant "${tenantId}" (AADSTS90002). Copy the Directory (tenant) ID from the app's Overview page.`,
      );
    case "AADSTS700016":
      return said(
        `There is no app with client ID ${clientId} in this tenant (AADSTS700016). Copy the Application (client) ID from the app's Overview page.`,
      );
    case "Authorization_RequestDenied":
      return said(
        `The app may sign in but not read users (403 Authorization_RequestDenied). In API permissions, add Microsoft Graph, Application permissions, ${MICROSOFT_GRAPH_PERMISSION}, then choose Grant admin consent.`,
      );
    case "network":
      return said("Microsoft could not be reached. Try again in a minute.");
    default:
      return said(`Microsoft answered ${error.status}: ${error.message}`);
  }
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
