// A company's mail flow settings: mode, provider, return hop, failure policy, signing rule, networks.
import type { Database } from "../../db/client";
import { mailRelaySettings } from "../../db/schema";
import { forgetReads } from "../../lib/read-cache";

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
  // The relay keeps the settings it reads (relay-reads.ts): this process sees the change at once.
  forgetReads(db);
  return row;
}
