// Saves the member's own details. The office and department must belong to the member's
// account: a reference to anything else is bad input (400, field named). For a member a
// directory manages, the fields it owns are read-only: left out or unchanged, else 400
// naming the field. A change records member.updated (for the company's webhooks) and, as
// every field reaches the signature, is pushed into Gmail (when Google
// Workspace is connected and the member has a signature), a few seconds later, once.
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { companyOffices, departments, profiles, users } from "../../db/schema";
import { badRequest, notFound, type FieldErrors } from "../../lib/errors";
import { PROFILE_MESSAGES, type ProfileUpdate } from "../../../shared/profiles/profile-schema";
import { VALIDATION_MESSAGES } from "../../../shared/fields/fields";
import { DIRECTORY_OWNED_FIELDS, directoryOwnedFields } from "../../../shared/integrations/integration-schema";
import { managingDirectoryOf, ownedFieldsChange } from "../directory";
import { announceSignatureChange } from "../mailboxes";
import { toProfileView, type Scope } from "./get-profile";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";

async function checkPlaces(db: Database, accountId: string, input: ProfileUpdate) {
  const fields: FieldErrors = {};
  if (input.officeId) {
    const [office] = await db
      .select({ id: companyOffices.id })
      .from(companyOffices)
      .where(and(eq(companyOffices.id, input.officeId), eq(companyOffices.accountId, accountId)));
    if (!office) fields.officeId = PROFILE_MESSAGES.officeInvalid;
  }
  if (input.departmentId) {
    const [department] = await db
      .select({ id: departments.id })
      .from(departments)
      .where(and(eq(departments.id, input.departmentId), eq(departments.accountId, accountId)));
    if (!department) fields.departmentId = PROFILE_MESSAGES.departmentInvalid;
  }
  if (Object.keys(fields).length) throw badRequest(Object.values(fields)[0], fields);
}

// The fields of /profile, all of which reach the signature.
const SIGNATURE_FIELDS = ["firstName", "lastName", "jobTitle", "personalPhone", "officeId", "departmentId", "linkedinUrl"] as const;

export async function updateProfile(deps: Pick<AppDeps, "db" | "queue" | "mailboxChannels">, scope: Scope, input: ProfileUpdate) {
  const { accountId, userId } = scope;
  await checkPlaces(deps.db, accountId, input);
  return deps.db.transaction(async (tx) => {
    const provider = await managingDirectoryOf(tx, accountId, userId);
    const [current] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!current) throw notFound("Profile");
    if (!provider) {
      const missing: FieldErrors = {};
      if (input.firstName === undefined) missing.firstName = VALIDATION_MESSAGES.required;
      if (input.lastName === undefined) missing.lastName = VALIDATION_MESSAGES.required;
      if (Object.keys(missing).length) throw badRequest(Object.values(missing)[0], missing);
    }
    const change = ownedFieldsChange(provider, current, input, provider ? directoryOwnedFields(provider) : DIRECTORY_OWNED_FIELDS);
    const [row] = await tx
      .update(profiles)
      .set({ ...change, updatedAt: new Date() })
      .where(eq(profiles.id, userId))
      .returning();
    // better-auth's user name is shown in sessions and emails: keep it in step.
    if (row.firstName !== current.firstName || row.lastName !== current.lastName)
      await tx
        .update(users)
        .set({ name: [row.firstName, row.lastName].filter(Boolean).join(" "), updatedAt: new Date() })
        .where(eq(users.id, userId));
    // member.updated, as an admin's change of the same member records it.
    const changed = SIGNATURE_FIELDS.filter((field) => row[field] !== current[field]);
    if (changed.length) {
      await recordWebhookEvent(tx, accountId, "member.updated", { member: { id: userId, email: row.email }, fields: [...changed] });
      await announceSignatureChange(deps, accountId, { userIds: [userId] }, { tx });
    }
    return toProfileView(row);
  });
}
