// /onboarding: a signed-in user without a company creates one (with its first office)
// and becomes its admin. The user's row is locked first, so a double submit cannot
// create two companies.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers, users } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Onboarding } from "../../../shared/onboarding/onboarding-schema";
import { createAccount } from "../accounts/create-account";

export async function completeOnboarding(
  { db, requireActivation }: { db: Database; requireActivation: boolean },
  caller: { userId: string },
  input: Onboarding,
) {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for("update");
    const [membership] = await tx
      .select({ accountId: accountUsers.accountId })
      .from(accountUsers)
      .where(eq(accountUsers.userId, caller.userId))
      .limit(1);
    if (membership) throw new AppError(409, "already_onboarded", "You already belong to a company account.");
    const account = await createAccount(tx as unknown as Database, {
      ownerUserId: caller.userId,
      name: input.companyName,
      website: input.website,
      employeeCount: input.employeeCount,
      requireActivation,
      office: input.office,
      timeZone: input.timeZone,
    });
    return { account: { id: account.id, name: account.name, status: account.status } };
  });
}
