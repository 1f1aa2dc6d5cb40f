// An admin edits a member's job title, phone, department and office. The department and
// office must be the account's own; the change and its audit entry commit together. For a
// member a directory manages, the fields it owns are read-only (400 naming the field). A
// change reaches the member's signature in Gmail (refresh-signatures.ts).
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import type { DirectoryOwnedField } from "../../../shared/integrations/integration-schema";
import { managingDirectoryOf, ownedFieldsChange } from "../directory";
import { announceSignatureChange } from "../mailboxes";
import { accountUsers, companyOffices, departments, profiles } from "../../db/schema";
import { badRequest, notFound } from "../../lib/errors";
import { changesOf, recordAudit, type AuditActor, type TokenActor } from "../audit/record-audit";
import { PROFILE_MESSAGES } from "../../../shared/profiles/profile-schema";
import type { UpdateMember } from "../../../shared/members/team-schema";
import { teamRowOf } from "./team-rows";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

export async function ensureOwnPlaces(db: Database, accountId: string, input: { departmentId?: string | null; officeId?: string | null }) {
  const fields: Record<string, string> = {};
  if (input.departmentId) {
    const [row] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, input.departmentId), eq(departments.accountId, accountId)));
    if (!row) fields.departmentId = PROFILE_MESSAGES.departmentInvalid;
  }
  if (input.officeId) {
    const [row] = await db
      .select({ id: companyOffices.id })
      .from(companyOffices)
      .where(and(eq(companyOffices.id, input.officeId), eq(companyOffices.accountId, accountId)));
    if (!row) fields.officeId = PROFILE_MESSAGES.officeInvalid;
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);
}

/** The owned fields the edit dialog sends (left out: cleared, for a member no directory manages). */
const DIALOG_OWNED_FIELDS: DirectoryOwnedField[] = ["jobTitle", "personalPhone", "departmentId"];

/**
 * In the caller's transaction: change one member of the account, audit-logged, and queue the
 * push of their signature; false when nothing changed. The actor is an admin, or an identity
 * provider moving people between Groups (SCIM: a Group is a department; it passes no owned
 * fields, being the directory itself). `owned`: the directory-owned fields this change covers
 * (default: those of `input`).
 */
export async function changeMember(
  tx: Database,
  deps: Pick<AppDeps, "queue" | "mailboxChannels">,
  actor: AuditActor | TokenActor,
  userId: string,
  input: Partial<UpdateMember>,
  owned: readonly DirectoryOwnedField[] = DIALOG_OWNED_FIELDS.filter((f) => f in input),
) {
  const [before] = await tx
    .select({
      email: profiles.email,
      jobTitle: profiles.jobTitle,
      personalPhone: profiles.personalPhone,
      departmentId: profiles.departmentId,
      officeId: profiles.officeId,
    })
    .from(accountUsers)
    .innerJoin(profiles, eq(profiles.id, accountUsers.userId))
    .where(and(eq(accountUsers.accountId, actor.accountId), eq(accountUsers.userId, userId)))
    .for("update");
  if (!before) throw notFound("Member");
  const provider = await managingDirectoryOf(tx, actor.accountId, userId);
  // Microsoft 365 names the office too (officeLocation): on its members the office is the directory's.
  const fields: readonly DirectoryOwnedField[] = provider === "microsoft" && "officeId" in input ? [...owned, "officeId"] : owned;
  const change = ownedFieldsChange(provider, before, input, fields);
  const changes = changesOf(before, change);
  if (Object.keys(changes).length === 0) return false;
  await tx
    .update(profiles)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  await recordWebhookEvent(tx, actor.accountId, "member.updated", {
    member: { id: userId, email: before.email },
    fields: Object.keys(changes),
  });
  await recordAudit(tx, actor, { action: "member.updated", target: { type: "member", id: userId, label: before.email }, changes });
  await announceSignatureChange({ ...deps, db: tx }, actor.accountId, { userIds: [userId] }, { tx });
  return true;
}

export async function updateMember(
  deps: Pick<AppDeps, "db" | "queue" | "mailboxChannels">,
  actor: AuditActor,
  userId: string,
  input: UpdateMember,
) {
  const { db } = deps;
  await db.transaction(async (tx) => {
    await ensureOwnPlaces(tx, actor.accountId, input);
    await changeMember(tx, deps, actor, userId, input, DIALOG_OWNED_FIELDS);
  });
  const row = await teamRowOf(db, actor.accountId, "member", userId);
  if (!row) throw notFound("Member");
  return row;
}
