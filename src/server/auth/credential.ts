// The user's own password, as better-auth stores it (the "credential" account row).
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { authAccounts } from "../db/schema";
import { verifyPassword } from "./password";

/** The stored hash, or null for a user who has no password. */
export async function passwordHashOf(db: Database, userId: string) {
  const [row] = await db
    .select({ password: authAccounts.password })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, "credential")));
  return row?.password ?? null;
}

export async function isCurrentPassword(db: Database, userId: string, password: string) {
  const hash = await passwordHashOf(db, userId);
  return hash !== null && (await verifyPassword({ hash, password }));
}
