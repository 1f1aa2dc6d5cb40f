// Creates a company account with its first admin, its default template (copied from the
// gallery) and, when given, its first office. Used by sign-up, onboarding and the seed.
import { asc, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, accountUsers, companyOffices, companyTemplates, galleryTemplates } from "../../db/schema";
import type { Role } from "../../../shared/permissions";

export type CreateAccount = {
  ownerUserId: string;
  name: string;
  website?: string | null;
  employeeCount?: number | null;
  logoUrl?: string | null;
  ownerRole?: Role;
  requireActivation: boolean;
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
        htmlContent: gallery.htmlContent,
        design: gallery.design,
        isDefault: true,
        gallerySlug: gallery.slug,
      });
    }
    if (input.office) {
      await tx.insert(companyOffices).values({ accountId: account.id, ...input.office });
    }
    return account;
  });
}
