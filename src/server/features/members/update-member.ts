// An admin edits a member's job title, phone, department and office. The department and
// office must be the account's own; the change and its audit entry commit together.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
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

/**
 * In the caller's transaction: change one member of the account, audit-logged; false when
 * nothing changed. The actor is an admin, or an identity provider moving people between
 * Groups (SCIM: a Group is a department).
 */
export async function changeMember(tx: Database, actor: AuditActor | TokenActor, userId: string, input: Partial<UpdateMember>) {
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
  const changes = changesOf(before, input);
  if (Object.keys(changes).length === 0) return false;
  await tx
    .update(profiles)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
  await recordWebhookEvent(tx, actor.accountId, "member.updated", {
    member: { id: userId, email: before.email },
    fields: Object.keys(changes),
  });
  await recordAudit(tx, actor, { action: "member.updated", target: { type: "member", id: userId, label: before.email }, changes });
  return true;
}

export async function updateMember(db: Database, actor: AuditActor, userId: string, input: UpdateMember) {
  await db.transaction(async (tx) => {
    await ensureOwnPlaces(tx, actor.accountId, input);
    await changeMember(tx, actor, userId, input);
  });
  const row = await teamRowOf(db, actor.accountId, "member", userId);
  if (!row) throw notFound("Member");
  return row;
}
