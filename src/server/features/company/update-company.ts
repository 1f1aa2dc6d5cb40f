// Company details (name, website, employee count) and its time zone. The row is locked so the audit entry's
// "before" is exactly what this change replaced.
import { eq } from "drizzle-orm";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";
import { accounts } from "../../db/schema";
import { notFound } from "../../lib/errors";
import { forgetAccount } from "../../auth/session-cache";
import { changesOf, recordAudit, type AuditActor } from "../audit/record-audit";
import type { CompanyDetails } from "../../../shared/company/company-schema";
import type { CompanyTimeZone } from "../../../shared/company/time-zones";
import { companyColumns } from "./get-company";

export async function updateCompany(deps: AnnounceDeps, actor: AuditActor, input: Partial<CompanyDetails & CompanyTimeZone>) {
  const { db } = deps;
  const account = await db.transaction(async (tx) => {
    const [before] = await tx.select(companyColumns).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    if (!before) throw notFound("Company");
    const changes = changesOf(before, input);
    if (Object.keys(changes).length === 0) return before;
    const [after] = await tx
      .update(accounts)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(accounts.id, actor.accountId))
      .returning(companyColumns);
    await recordAudit(tx, actor, {
      action: "company.updated",
      target: { type: "account", id: actor.accountId, label: after.name },
      changes,
    });
    // Signatures show the company's details (its time zone is not in them).
    if (Object.keys(changes).some((field) => field !== "timeZone"))
      await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
    return after;
  });
  // Memberships are cached with their account: members see the new details at once.
  forgetAccount(db, actor.accountId);
  return account;
}
