// "Require SSO" and a verified domain mean nothing if someone else can make a password user
// for an address of it: that user would then sign in with a password, and the address would
// be taken when the real person's single sign-on, invitation or provisioning comes. So no
// password user is made, and no invitation to another company is sent, for an address on a
// domain a company verified (the verifying company's own invitations are fine).
import { and, inArray, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ssoDomains } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { CLAIMED_DOMAIN_MESSAGES } from "../../../shared/sso/claimed-domain";
import { domainOfEmail } from "./sso-domains";

/** Of the domains of these addresses: those a company other than `accountId` (null: any company) verified. */
export async function claimedDomainsOf(db: Database, accountId: string | null, emails: readonly string[]) {
  const domains = [...new Set(emails.map(domainOfEmail))];
  if (domains.length === 0) return new Set<string>();
  const rows = await db
    .select({ domain: ssoDomains.domain })
    .from(ssoDomains)
    .where(
      and(
        inArray(ssoDomains.domain, domains),
        isNotNull(ssoDomains.verifiedAt),
        accountId ? ne(ssoDomains.accountId, accountId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.domain));
}

/**
 * Refuses (409 `domain_claimed`, naming `field`) an address whose domain a company other than
 * `accountId` verified; `accountId` null: the address joins no company yet, so any company's.
 */
export async function requireUnclaimedAddress(
  db: Database,
  email: string,
  accountId: string | null,
  use: keyof typeof CLAIMED_DOMAIN_MESSAGES,
  field = "email",
) {
  const domain = domainOfEmail(email);
  if (!(await claimedDomainsOf(db, accountId, [email])).has(domain)) return;
  const message = CLAIMED_DOMAIN_MESSAGES[use](domain);
  throw new AppError(409, "domain_claimed", message, { [field]: message });
}
