// What a directory sync's outcome tells the company: a webhook event for every applied sync
// (`directory.sync.completed`) and, for a scheduled sync that failed or was held by the 10 %
// brake, `directory.sync.failed` / `directory.sync.held` and an email to the admins, once per
// cause (a directory failing the same way every run, or held again, emails once a day).
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { directorySyncs } from "../../db/schema";
import { DIRECTORY_PROVIDER_NAMES } from "../../../shared/integrations/integration-schema";
import { emitWebhookEvent } from "../webhooks/record-webhook-event";
import { alertAdminsOnce } from "../admin-alerts";

type Deps = Pick<AppDeps, "db" | "queue" | "mailer" | "config">;
const EVENTS = { applied: "directory.sync.completed", failed: "directory.sync.failed", held: "directory.sync.held" } as const;
const SYNC_PAGE = "/company-settings?tab=integrations";

export async function announceSyncOutcome(deps: Deps, accountId: string, syncId: string, trigger: "schedule" | "admin") {
  const [row] = await deps.db
    .select()
    .from(directorySyncs)
    .where(and(eq(directorySyncs.id, syncId), eq(directorySyncs.accountId, accountId)));
  if (!row || row.provider === "scim" || !(row.status in EVENTS)) return;
  const status = row.status as keyof typeof EVENTS;
  const { provider } = row;
  await emitWebhookEvent(deps, accountId, EVENTS[status], {
    sync: { id: row.id, provider, trigger, counts: row.counts, error: status === "applied" ? null : row.error },
  });
  if (status === "applied" || trigger !== "schedule") return;
  const name = DIRECTORY_PROVIDER_NAMES[provider];
  await alertAdminsOnce(
    deps,
    accountId,
    status === "failed"
      ? {
          cause: `directory.sync.failed:${provider}:${row.error ?? ""}`,
          subject: `The scheduled ${name} sync failed`,
          lines: [
            `The scheduled sync could not read your ${name} directory, so nothing changed.`,
            row.error ?? "",
            "It will try again at the next scheduled time.",
          ],
          path: SYNC_PAGE,
          action: "Open the sync history",
        }
      : {
          cause: `directory.sync.held:${provider}`,
          subject: `The scheduled ${name} sync is waiting for you`,
          lines: [
            `The scheduled sync applied the other changes, but held back its deactivations: ${row.error ?? "more than 10 % of the members would be deactivated."}`,
            "Review them in the sync history and confirm them if they are right.",
          ],
          path: SYNC_PAGE,
          action: "Review the held sync",
        },
  );
}
