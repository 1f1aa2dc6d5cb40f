// The directory of a company's connection, whichever provider it is: what the sync routes
// and the schedule's jobs hand to the one sync engine.
import type { AppDeps } from "../../context";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryProvider } from "../directory";
import { explainProviderError, refusalOf } from "./explain-provider-error";
import { loadGoogleConnection } from "./google-connection";
import { googleDirectory } from "./google/google-directory";
import { loadMicrosoftConnection } from "./microsoft-connection";
import { microsoftDirectory } from "./microsoft/microsoft-directory";
import { notConnected } from "./integration-rows";

export type DirectoryDeps = Pick<AppDeps, "db" | "secrets" | "config" | "googleTokens" | "microsoftTokens">;

/** The connected directory, or null when the company has no such connection (disconnected since). */
export async function loadDirectoryProvider(
  deps: DirectoryDeps,
  accountId: string,
  provider: DirectoryProviderId,
): Promise<DirectoryProvider | null> {
  // SCIM pushes each person (features/scim): there is no directory to read.
  if (provider === "scim") return null;
  const directory = await connectedDirectory(deps, accountId, provider);
  return directory && { ...directory, explainFailure: (error) => (refusalOf(error) ? explainProviderError(error) : null) };
}

async function connectedDirectory(deps: DirectoryDeps, accountId: string, provider: "google" | "microsoft") {
  if (provider === "google") {
    const connection = await loadGoogleConnection(deps, accountId);
    return connection && googleDirectory(deps, connection);
  }
  const connection = await loadMicrosoftConnection(deps, accountId);
  return connection && microsoftDirectory(deps, accountId, connection);
}

export async function requireDirectoryProvider(deps: DirectoryDeps, accountId: string, provider: DirectoryProviderId) {
  const directory = await loadDirectoryProvider(deps, accountId, provider);
  if (!directory) throw notConnected(provider);
  return directory;
}
