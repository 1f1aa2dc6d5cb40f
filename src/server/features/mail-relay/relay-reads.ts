// What the relay reads for every message, through the process's read cache (lib/read-cache.ts):
// the company's settings and verified domains, the companies of a source network, the sending
// member and their signature. A message then costs no query but its trace row. The cache's rules
// hold: a write in this process (any API write, updateRelaySettings) empties it, and another
// process (the web app beside a relay-only process) is seen within READ_CACHE_SECONDS.
import type { Database } from "../../db/client";
import { cachedRead } from "../../lib/read-cache";
import type { Scope } from "../../lib/scope";
import { companiesOfNetwork, companiesVerifying, getRelaySettings, verifiedDomainsOf } from "./relay-company";
import { memberOfAddress, type SignatureSource } from "./sender-signature";
import { signatureToInsert, type SignatureToInsert } from "./insert-signature";

export function relayReads(db: Database, source: SignatureSource) {
  return {
    settings: (accountId: string) => cachedRead(db, `mail-relay:settings:${accountId}`, () => getRelaySettings(db, accountId)),
    verifiedDomains: (accountId: string) => cachedRead(db, `mail-relay:domains:${accountId}`, () => verifiedDomainsOf(db, accountId)),
    companiesOfNetwork: (address: string) => cachedRead(db, `mail-relay:network:${address}`, () => companiesOfNetwork(db, address)),
    companiesVerifying: (accountIds: string[], domain: string) =>
      cachedRead(db, `mail-relay:verifying:${domain.toLowerCase()}:${accountIds.join(",")}`, () =>
        companiesVerifying(db, accountIds, domain),
      ),
    member: (accountId: string, email: string) =>
      cachedRead(db, `mail-relay:member:${accountId}:${email.toLowerCase()}`, () => memberOfAddress(db, accountId, email)),
    /** The member's signature as it is inserted (its HTML from the compiled template, and its text), per member and kind. */
    signature: (member: Scope, reply: boolean): Promise<SignatureToInsert> =>
      cachedRead(db, `mail-relay:signature:${member.accountId}:${member.userId}:${reply}`, async () =>
        signatureToInsert(await source(member, reply)),
      ),
  };
}
