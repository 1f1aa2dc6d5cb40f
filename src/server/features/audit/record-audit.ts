// The one way to write the audit log. Called inside the transaction of the change it
// records, so an entry exists exactly when its change does. No route edits or deletes
// entries: the log is append-only through the API.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { auditLog, users } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { AuditAction, AuditChanges } from "../../../shared/audit/audit-actions";

/**
 * Who acted, for which account, from where (the client IP as the rate limits see it), and the
 * API key the change came through when it did (the entry then says "via API key <name>").
 */
export type AuditActor = Pick<Scope, "userId" | "accountId"> & { ip: string | null; apiKey?: { id: string; name: string } };
/** An actor whose role decides what they may do to another member (auth/member-policy.ts). */
export type RoleActor = AuditActor & Pick<Scope, "role">;
/**
 * An identity provider acting through a provisioning token (SCIM): no user acts, so the
 * entry has no actor id and names the token where a user's address would be.
 */
export type TokenActor = { accountId: string; userId: null; ip: string | null; token: { id: string; name: string } };
export const tokenActorLabel = (actor: TokenActor) => `SCIM token “${actor.token.name}”`;
/**
 * A single sign-on nobody is signed in for yet (a refusal, a member made at first sign-in):
 * the entry names the identity provider and the address it asserted where a user's address would be.
 */
export type SsoActor = { accountId: string; userId: null; ip: string | null; sso: { label: string } };
/** A directory's scheduled sync, which no user started: the entry names the directory. */
export type DirectoryActor = { accountId: string; userId: null; ip: null; directory: { label: string } };
type NoUserActor = TokenActor | SsoActor | DirectoryActor;
const noUserActorLabel = (actor: NoUserActor) =>
  "token" in actor ? tokenActorLabel(actor) : "sso" in actor ? actor.sso.label : actor.directory.label;

export type AuditEntry = {
  action: AuditAction;
  target: { type: string; id: string; label?: string | null };
  changes?: AuditChanges;
  details?: Record<string, unknown>;
};

function auditRow(actor: AuditActor | NoUserActor, actorEmail: unknown, entry: AuditEntry) {
  const data = { ...(entry.changes ? { changes: entry.changes } : {}), ...entry.details };
  return {
    accountId: actor.accountId,
    actorUserId: actor.userId,
    actorEmail: actorEmail as string,
    action: entry.action,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label ?? null,
    data: Object.keys(data).length > 0 ? data : null,
    ip: actor.ip,
    apiKeyId: ("apiKey" in actor && actor.apiKey?.id) || null,
    apiKeyName: ("apiKey" in actor && actor.apiKey?.name) || null,
  };
}

export type AnyAuditActor = AuditActor | NoUserActor;

export async function recordAudit(db: Database, actor: AnyAuditActor, entry: AuditEntry) {
  // Written now, so the entry keeps saying who it was after that user is deleted.
  const actorEmail =
    actor.userId === null
      ? noUserActorLabel(actor as NoUserActor)
      : sql`(${db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId))})`;
  await db.insert(auditLog).values(auditRow(actor, actorEmail, entry));
}

const AUDIT_CHUNK = 500;

/** Many entries of one actor (a bulk import) in a few statements instead of one per entry. */
export async function recordAudits(db: Database, actor: AuditActor, entries: readonly AuditEntry[]) {
  if (entries.length === 0) return;
  const [actorRow] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
  for (let i = 0; i < entries.length; i += AUDIT_CHUNK) {
    await db.insert(auditLog).values(entries.slice(i, i + AUDIT_CHUNK).map((entry) => auditRow(actor, actorRow?.email ?? null, entry)));
  }
}

/** The fields of `after` whose value differs from `before`, as [before, after] pairs. */
export function changesOf<T extends Record<string, unknown>>(before: T, after: Partial<T>): AuditChanges {
  const changes: Record<string, readonly [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(before[field])) changes[field] = [before[field] ?? null, value];
  }
  return changes;
}
