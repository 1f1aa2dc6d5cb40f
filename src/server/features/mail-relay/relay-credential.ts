// A company's relay credential (SMTP AUTH user and password): made or replaced by an admin,
// shown once, kept sealed (lib/secrets.ts). Replacing it ends the old one at once.
import { randomBytes } from "node:crypto";
import type { AppDeps } from "../../context";
import { mailRelaySettings } from "../../db/schema";
import { relayPasswordContext } from "./relay-company";

export async function rotateRelayCredential(deps: Pick<AppDeps, "db" | "secrets">, scope: { accountId: string }) {
  const username = `signet-${randomBytes(6).toString("hex")}`;
  const password = randomBytes(24).toString("base64url");
  const sealed = deps.secrets.seal(password, relayPasswordContext(scope.accountId));
  await deps.db
    .insert(mailRelaySettings)
    .values({ accountId: scope.accountId, relayUsername: username, relayPasswordSealed: sealed })
    .onConflictDoUpdate({
      target: mailRelaySettings.accountId,
      set: { relayUsername: username, relayPasswordSealed: sealed, updatedAt: new Date() },
    });
  return { username, password };
}
