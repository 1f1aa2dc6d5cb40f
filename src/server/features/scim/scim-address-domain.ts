// A provisioned address must be on a domain the company verified: an identity provider's
// token is no proof that the company holds any other domain. A company that has verified
// none yet may provision addresses on its own website's domain until it does.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import { domainOfEmail, findVerifiedDomains } from "../sso";
import { scimInvalidValue } from "./scim-errors";

/** The website's host without "www.", lower case; null when the company has none (or it isn't a URL). */
export function websiteDomain(website: string | null): string | null {
  if (!website) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(website) ? website : `https://${website}`).hostname.toLowerCase();
    return host.replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

/** Refuses (400 naming `attribute` and the domain) an address the company may not provision. */
export async function requireProvisionableDomain(db: Database, accountId: string, address: string, attribute: string) {
  const domain = domainOfEmail(address);
  const verified = await findVerifiedDomains(db, accountId);
  if (verified.includes(domain)) return;
  if (verified.length > 0)
    throw scimInvalidValue(
      attribute,
      `${domain} is not a verified domain of the company (verified: ${verified.join(", ")}). Verify ${domain} under Company Settings → Security first.`,
    );
  const [account] = await db.select({ website: accounts.website }).from(accounts).where(eq(accounts.id, accountId));
  const own = websiteDomain(account?.website ?? null);
  if (own === domain) return;
  throw scimInvalidValue(
    attribute,
    own
      ? `${domain} is not a domain of the company. It has verified no domain yet, so only addresses on its website's domain (${own}) are accepted; verify ${domain} under Company Settings → Security first.`
      : `${domain} is not a domain of the company. It has verified no domain and has no website, so no address is accepted yet; verify ${domain} under Company Settings → Security first.`,
  );
}
