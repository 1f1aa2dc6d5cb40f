// The directory of a company's connection, whichever provider it is: what the sync routes
// and the schedule's jobs hand to the one sync engine. Each provider's reader comes from the
// registry (providers/registry.ts).
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import type { DirectoryProvider } from "../directory";
import { explainProviderError, refusalOf } from "./providers/explain-provider-error";
import { notConnected } from "./integration-rows";
import { loadConnection } from "./providers/connections";
import type { ProviderDeps } from "./providers/provider";
import { providerOf } from "./providers/registry";

export type DirectoryDeps = ProviderDeps;

/** The connected directory, or null when the company has no such connection (disconnected since). */
export async function loadDirectoryProvider(
  deps: DirectoryDeps,
  accountId: string,
  provider: DirectoryProviderId,
): Promise<DirectoryProvider | null> {
  // SCIM pushes each person (features/scim): there is no directory to read.
  if (provider === "scim") return null;
  const registered = providerOf(provider);
  const connection = await loadConnection(deps, accountId, registered);
  const directory = connection ? registered.directory(deps, accountId, connection) : null;
  return directory && { ...directory, explainFailure: (error) => (refusalOf(error) ? explainProviderError(error) : null) };
}

export async function requireDirectoryProvider(deps: DirectoryDeps, accountId: string, provider: DirectoryProviderId) {
  const directory = await loadDirectoryProvider(deps, accountId, provider);
  if (!directory) throw notConnected(provider);
  return directory;
}
