// Who may relay: the company behind a connection (its relay credential, or a source address in
// its allowed networks), its settings, and whether an address is on a domain it verified.
import { BlockList, isIP } from "node:net";
import { timingSafeEqual } from "node:crypto";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { SecretBox } from "../../lib/secrets";
import { mailRelaySettings, ssoDomains } from "../../db/schema";
import { domainOfEmail } from "../sso";

export type RelaySettings = typeof mailRelaySettings.$inferSelect;

/** The sealing context of a company's relay password: a sealed value copied to another company does not open. */
export const relayPasswordContext = (accountId: string) => `mail-relay:${accountId}`;

/** The company whose relay credential this is, or null. */
export async function companyOfCredential(db: Database, secrets: SecretBox, username: string, password: string): Promise<string | null> {
  const [row] = await db
    .select({ accountId: mailRelaySettings.accountId, sealed: mailRelaySettings.relayPasswordSealed })
    .from(mailRelaySettings)
    .where(eq(mailRelaySettings.relayUsername, username));
  if (!row?.sealed) return null;
  const stored = Buffer.from(secrets.open(row.sealed, relayPasswordContext(row.accountId)));
  const given = Buffer.from(password);
  return stored.length === given.length && timingSafeEqual(stored, given) ? row.accountId : null;
}

/** "::ffff:10.0.0.1" -> "10.0.0.1". */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1] : address;
}

/** Whether `address` is in one of `networks` (CIDR or single addresses); malformed entries match nothing. */
export function inNetworks(address: string, networks: string[]): boolean {
  const ip = plainAddress(address);
  const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
  const list = new BlockList();
  for (const entry of networks) {
    const [base, bits] = entry.trim().split("/");
    const kind = isIP(base);
    if (!kind) continue;
    const type = kind === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(base, type);
    else if (/^\d+$/.test(bits) && Number(bits) <= (kind === 6 ? 128 : 32)) list.addSubnet(base, Number(bits), type);
  }
  return isIP(ip) ? list.check(ip, family) : false;
}

/** Companies with the source address in their allowed networks. */
export async function companiesOfNetwork(db: Database, address: string): Promise<string[]> {
  const rows = await db
    .select({ accountId: mailRelaySettings.accountId, networks: mailRelaySettings.allowedNetworks })
    .from(mailRelaySettings)
    .where(sql`jsonb_array_length(${mailRelaySettings.allowedNetworks}) > 0`);
  return rows.filter((r) => inNetworks(address, r.networks)).map((r) => r.accountId);
}

export async function getRelaySettings(db: Database, accountId: string): Promise<RelaySettings | null> {
  const [row] = await db.select().from(mailRelaySettings).where(eq(mailRelaySettings.accountId, accountId));
  return row ?? null;
}

/** Of `accountIds`, those that verified `domain`. */
export async function companiesVerifying(db: Database, accountIds: string[], domain: string): Promise<string[]> {
  if (accountIds.length === 0) return [];
  const rows = await db
    .select({ accountId: ssoDomains.accountId })
    .from(ssoDomains)
    .where(and(inArray(ssoDomains.accountId, accountIds), eq(ssoDomains.domain, domain.toLowerCase()), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((r) => r.accountId);
}

export async function verifiedDomainsOf(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(and(eq(ssoDomains.accountId, accountId), isNotNull(ssoDomains.verifiedAt)));
  return rows.map((r) => r.domain);
}

export { domainOfEmail };
