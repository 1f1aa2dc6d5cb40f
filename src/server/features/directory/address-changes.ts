// A directory (SCIM, Google's sync, Microsoft's) saying a member has a new address: the
// address is how the member signs in and where password resets go, so whoever runs the
// directory must not be able to move it onto a mailbox they read. Before updateMembers
// writes, each new address is decided here:
// - never for a super admin (a platform operator: refused);
// - never onto a domain the company has not verified (refused);
// - at once for a member the directory made who has never signed in (no password, no
//   single sign-on): nobody else's sign-in is at stake;
// - else held: the new address waits in `email_changes` until the member, signed in,
//   confirms a code sent to it (profiles/email-change.ts).
// Every outcome is audit-logged with the address before and after. A directory that sends
// the member's current address again drops a held change.
import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import { DIRECTORY_PROVIDER_NAMES } from "../../../shared/integrations/integration-schema";
import { recordAudit, type AnyAuditActor } from "../audit/record-audit";
import type { PlannedPerson } from "./directory-plan";

type Standing = {
  id: string;
  email: string;
  superAdmin: boolean;
  createdByDirectory: boolean;
  signedIn: boolean;
  taken: boolean;
  pending: string | null;
};

export type AddressDecision = "changed" | "held" | "refused_super_admin" | "refused_domain";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/** A scheduled sync's audit actor: no user started it, the directory did. */
export const directoryActor = (accountId: string, provider: DirectoryProviderId): AnyAuditActor => ({
  accountId,
  userId: null,
  ip: null,
  directory: { label: `${DIRECTORY_PROVIDER_NAMES[provider]} sync` },
});

async function standingOf(tx: Database, accountId: string, people: { userId: string; email: string }[]) {
  return new Map(
    rowsOf<Standing>(
      await tx.execute(sql`
        select u.id, u.email,
          exists (select 1 from account_users s where s.user_id = u.id and s.role = 'super_admin') as "superAdmin",
          coalesce(dm.created_by_directory, false) as "createdByDirectory",
          (dm.signed_in_at is not null
            or exists (select 1 from auth_accounts a where a.user_id = u.id and (a.password is not null or a.provider_id <> 'credential'))) as "signedIn",
          exists (select 1 from users x where x.email = v.email and x.id <> u.id) as taken,
          ec.email as pending
        from jsonb_to_recordset(${JSON.stringify(people.map((p) => ({ user_id: p.userId, email: p.email })))}::jsonb) as v(user_id text, email text)
        join users u on u.id = v.user_id
        join account_users au on au.user_id = u.id and au.account_id = ${accountId}
        left join directory_members dm on dm.account_id = au.account_id and dm.user_id = u.id
        left join email_changes ec on ec.user_id = u.id and ec.account_id = au.account_id`),
    ).map((r) => [r.id, r]),
  );
}

async function verifiedDomains(tx: Database, accountId: string) {
  const rows = rowsOf<{ domain: string }>(
    await tx.execute(sql`select domain from sso_domains where account_id = ${accountId} and verified_at is not null`),
  );
  return new Set(rows.map((r) => r.domain));
}

/** A refusal of this very address was recorded already: a directory re-sends it on every sync. */
async function alreadyRefused(tx: Database, accountId: string, userId: string, email: string) {
  const rows = rowsOf<{ one: number }>(
    await tx.execute(sql`select 1 as one from audit_log where account_id = ${accountId} and target_id = ${userId}
      and action = 'directory.email_change_refused' and data -> 'changes' -> 'email' ->> 1 = ${email} limit 1`),
  );
  return rows.length > 0;
}

function decide(standing: Standing, email: string, domains: Set<string>): AddressDecision {
  if (standing.superAdmin) return "refused_super_admin";
  if (!domains.has(domainOf(email))) return "refused_domain";
  if (standing.createdByDirectory && !standing.signedIn) return "changed";
  return "held";
}

const ACTION = {
  changed: "directory.email_changed",
  held: "directory.email_change_held",
  refused_super_admin: "directory.email_change_refused",
  refused_domain: "directory.email_change_refused",
} as const;
const REASON = {
  refused_super_admin: "A directory never changes a super admin's address.",
  refused_domain: "The new address is not on one of the company's verified domains.",
} as const;

/**
 * Decides each new address of `people` (see above) and returns them as updateMembers should
 * write them: an address that may not change now is put back to the current one and its
 * "email" change dropped. An address another user has is left for updateMembers to skip.
 */
export async function gateAddressChanges(
  tx: Database,
  accountId: string,
  provider: DirectoryProviderId,
  people: PlannedPerson[],
  actor: AnyAuditActor,
): Promise<PlannedPerson[]> {
  const named = people.filter((p): p is PlannedPerson & { userId: string } => Boolean(p.userId));
  if (named.length === 0) return people;
  const standings = await standingOf(tx, accountId, named);
  const moving = named.filter((p) => {
    const s = standings.get(p.userId);
    return s && s.email.toLowerCase() !== p.email.toLowerCase();
  });
  // The directory is back at the current address: a held change is no longer wanted.
  const settled = named.filter((p) => {
    const s = standings.get(p.userId);
    return s?.pending && s.email.toLowerCase() === p.email.toLowerCase();
  });
  for (const p of settled) await tx.execute(sql`delete from email_changes where user_id = ${p.userId} and account_id = ${accountId}`);
  const keep = new Map<string, string>(settled.map((p) => [p.userId, standings.get(p.userId)!.email]));
  if (moving.length === 0) return withAddresses(people, keep);
  const domains = await verifiedDomains(tx, accountId);
  for (const person of moving) {
    const standing = standings.get(person.userId)!;
    const email = person.email.toLowerCase();
    if (standing.taken) continue;
    const decision = decide(standing, email, domains);
    if (decision !== "changed") keep.set(person.userId, standing.email);
    if (decision !== "changed" && decision !== "held" && (await alreadyRefused(tx, accountId, person.userId, email))) continue;
    if (decision === "held") {
      if (standing.pending === email) continue; // already waiting: nothing new to record
      await tx.execute(sql`insert into email_changes (user_id, account_id, email, provider)
        values (${person.userId}, ${accountId}, ${email}, ${provider}::integration_provider)
        on conflict (user_id) do update set account_id = excluded.account_id, email = excluded.email, provider = excluded.provider,
          code_hash = null, code_expires_at = null, sent_at = null, created_at = now()`);
    }
    await recordAudit(tx, actor, {
      action: ACTION[decision],
      target: { type: "member", id: person.userId, label: standing.email },
      changes: { email: [standing.email, email] },
      details: {
        directory: DIRECTORY_PROVIDER_NAMES[provider],
        ...(decision === "refused_super_admin" || decision === "refused_domain" ? { reason: REASON[decision] } : {}),
      },
    });
  }
  return withAddresses(people, keep);
}

/** People whose address stays: the current one, and no "email" change. */
function withAddresses(people: PlannedPerson[], keep: Map<string, string>) {
  return people.map((p) => {
    const current = p.userId ? keep.get(p.userId) : undefined;
    if (current === undefined) return p;
    return { ...p, email: current, changes: p.changes.filter((c) => c.field !== "email") };
  });
}
