// Creates a company account with its first admin, its default template (copied from the
// gallery) and, when given, its first office, which becomes the owner's office (their
// signature shows its phone and address). Used by sign-up, onboarding and the seed.
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, companyOffices, companyTemplates, galleryTemplates, profiles } from "../../db/schema";
import type { Role } from "../../../shared/permissions";
import { storedTemplateHtml } from "../../lib/stored-template-html";

export type CreateAccount = {
  ownerUserId: string;
  name: string;
  website?: string | null;
  employeeCount?: number | null;
  logoUrl?: string | null;
  ownerRole?: Role;
  requireActivation: boolean;
  /** The company's IANA zone (already checked); UTC when not given. */
  timeZone?: string;
  office?: { locationName: string; address?: string | null; phoneNumber?: string | null } | null;
};

export async function createAccount(db: Database, input: CreateAccount) {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .insert(accounts)
      .values({
        name: input.name,
        website: input.website ?? null,
        employeeCount: input.employeeCount ?? null,
        logoUrl: input.logoUrl ?? null,
        status: input.requireActivation ? "pending_activation" : "active",
        timeZone: input.timeZone ?? "UTC",
      })
      .returning();
    await tx.insert(accountUsers).values({ userId: input.ownerUserId, accountId: account.id, role: input.ownerRole ?? "admin" });
    const [gallery] = await tx
      .select()
      .from(galleryTemplates)
      .where(isNull(galleryTemplates.retiredAt))
      .orderBy(asc(galleryTemplates.position), asc(galleryTemplates.createdAt), asc(galleryTemplates.slug))
      .limit(1);
    if (gallery) {
      await tx.insert(companyTemplates).values({
        accountId: account.id,
        name: gallery.name,
        ...storedTemplateHtml(gallery.htmlContent),
        design: gallery.design,
        isDefault: true,
        gallerySlug: gallery.slug,
      });
    }
    if (input.office) {
      const [office] = await tx
        .insert(companyOffices)
        .values({ accountId: account.id, ...input.office })
        .returning({ id: companyOffices.id });
      await tx
        .update(profiles)
        .set({ officeId: office.id })
        .where(and(eq(profiles.id, input.ownerUserId), isNull(profiles.officeId)));
    }
    return account;
  });
}
