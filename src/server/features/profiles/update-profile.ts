// Saves the member's own details. The office and department must belong to the
// member's account: a reference to anything else is bad input (400, field named).
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyOffices, departments, profiles, users } from "../../db/schema";
import { badRequest, notFound, type FieldErrors } from "../../lib/errors";
import { PROFILE_MESSAGES, type Profile } from "../../../shared/profiles/profile-schema";
import { toProfileView, type Scope } from "./get-profile";

export async function updateProfile(db: Database, { accountId, userId }: Scope, input: Profile) {
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

  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        jobTitle: input.jobTitle,
        personalPhone: input.personalPhone,
        officeId: input.officeId,
        departmentId: input.departmentId,
        linkedinUrl: input.linkedinUrl,
        updatedAt: new Date(),
      })
      .where(eq(profiles.id, userId))
      .returning();
    if (!row) throw notFound("Profile");
    // better-auth's user name is shown in sessions and emails: keep it in step.
    await tx
      .update(users)
      .set({ name: `${input.firstName} ${input.lastName}`, updatedAt: new Date() })
      .where(eq(users.id, userId));
    return toProfileView(row);
  });
}
