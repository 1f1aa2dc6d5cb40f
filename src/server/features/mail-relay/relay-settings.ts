// A company's mail flow settings: mode, provider, return hop, failure policy, signing rule, networks.
import type { Database } from "../../db/client";
import { mailRelaySettings } from "../../db/schema";

export type RelaySettingsInput = Partial<
  Pick<
    typeof mailRelaySettings.$inferInsert,
    "mode" | "provider" | "failurePolicy" | "signRule" | "returnHost" | "returnPort" | "allowedNetworks"
  >
>;

export async function updateRelaySettings(db: Database, scope: { accountId: string }, input: RelaySettingsInput) {
  const [row] = await db
    .insert(mailRelaySettings)
    .values({ accountId: scope.accountId, ...input })
    .onConflictDoUpdate({ target: mailRelaySettings.accountId, set: { ...input, updatedAt: new Date() } })
    .returning();
  return row;
}
