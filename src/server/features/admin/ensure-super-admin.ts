// The first super admin comes from SUPER_ADMIN_EMAIL, never from sign-up.
// On a database with no super admin, boot creates the operator's "Signet" account and the
// user, with a random password nobody knows, and emails a link to set a real one.
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { accounts, accountUsers, authAccounts, profiles, users } from "../../db/schema";
import { hashPassword } from "../../auth/password";
import { deliverPasswordReset } from "../password-reset/request-password-reset";

export async function ensureSuperAdmin(deps: AppDeps, email: string): Promise<"exists" | "created"> {
  const { db } = deps;
  const address = email.toLowerCase();
  const [existing] = await db
    .select({ userId: accountUsers.userId })
    .from(accountUsers)
    .where(eq(accountUsers.role, "super_admin"))
    .limit(1);
  if (existing) return "exists";
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, address));
  const userId = user?.id ?? randomUUID();
  const unusablePassword = await hashPassword(randomBytes(32).toString("hex"));
  await db.transaction(async (tx) => {
    if (!user) {
      await tx.insert(users).values({ id: userId, name: "Super Admin", email: address, emailVerified: true });
      await tx
        .insert(authAccounts)
        .values({ id: randomUUID(), accountId: userId, providerId: "credential", userId, password: unusablePassword });
      await tx.insert(profiles).values({ id: userId, email: address, firstName: "Super", lastName: "Admin" });
    }
    const [operator] = await tx.insert(accounts).values({ name: "Signet" }).returning({ id: accounts.id });
    await tx.insert(accountUsers).values({ userId, accountId: operator.id, role: "super_admin" });
  });
  await deliverPasswordReset(deps, address);
  return "created";
}
