// A company's Microsoft 365 connection as jobs and services use it: the app registration
// (tenant, client id, the secret opened) at the configured sign-in and Graph addresses, and
// where the directory's next read starts.
import { MICROSOFT_DEFAULTS, type AppConfig } from "../../../../context";
import type { MicrosoftIntegrationSettings } from "../../../../db/schema";
import type { StoredConnection } from "../provider";
import type { MicrosoftApp } from "./microsoft-tokens";

export type MicrosoftSecret = { clientSecret: string };

export type MicrosoftConnection = {
  id: string;
  app: MicrosoftApp;
  graphUrl: string;
  settings: MicrosoftIntegrationSettings;
  directoryCursor: string | null;
};

export function openMicrosoftConnection(
  config: AppConfig,
  { id, settings, secret, directoryCursor }: StoredConnection<MicrosoftIntegrationSettings, MicrosoftSecret>,
): MicrosoftConnection {
  const urls = config.microsoft ?? MICROSOFT_DEFAULTS;
  return {
    id,
    app: { loginUrl: urls.loginUrl, tenantId: settings.tenantId, clientId: settings.clientId, clientSecret: secret.clientSecret },
    graphUrl: urls.graphUrl.replace(/\/$/, ""),
    settings,
    directoryCursor,
  };
}
