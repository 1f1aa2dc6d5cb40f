// An admin hides the getting-started checklist for themselves: a preference of their
// membership (account_users.getting_started_dismissed_at), kept from the first dismissal.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountUsers } from "../../db/schema";
import type { Scope } from "../../lib/scope";

export async function dismissGettingStarted(db: Database, scope: Scope): Promise<void> {
  await db
    .update(accountUsers)
    .set({ gettingStartedDismissedAt: new Date() })
    .where(
      and(
        eq(accountUsers.accountId, scope.accountId),
        eq(accountUsers.userId, scope.userId),
        isNull(accountUsers.gettingStartedDismissedAt),
      ),
    );
}
