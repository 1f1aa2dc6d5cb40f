// "signature.pushed" and "signature.failed": the Gmail push job's outcome for a member, when
// its row reaches pushed or failed (a push waiting for a retry says nothing yet).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../lib/queue";
import { users } from "../../db/schema";
import { emitWebhookEvent } from "./record-webhook-event";

type Push = { accountId: string; userId: string; version: string };
type Outcome = { status?: string | null; error?: string | null };

export async function announcePush(deps: { db: Database; queue?: JobQueue }, push: Push, outcome: Outcome) {
  if (outcome.status !== "pushed" && outcome.status !== "failed") return;
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, push.userId));
  const data = { member: { id: push.userId, email: user?.email ?? "" }, provider: "google" as const, version: push.version };
  if (outcome.status === "pushed") await emitWebhookEvent(deps, push.accountId, "signature.pushed", data);
  else await emitWebhookEvent(deps, push.accountId, "signature.failed", { ...data, error: outcome.error ?? "The push failed." });
}
