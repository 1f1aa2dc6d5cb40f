import type { Database } from "../../db/client";
import { RetryLaterError } from "../../lib/errors";
import { takeEmailBudget } from "./email-budget";

/** Takes one email of the account's budget, or refuses with 429 and when more may be sent. */
export async function requireEmailBudget(db: Database, accountId: string, message: (retryAfterSeconds: number) => string) {
  const { granted, retryAfterSeconds } = await takeEmailBudget(db, accountId, 1);
  if (granted < 1) throw new RetryLaterError("email_limit_reached", message(retryAfterSeconds), retryAfterSeconds);
}
