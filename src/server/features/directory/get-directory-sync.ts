// One sync of the account with its changes (up to 200 of each kind), and, while it waits as a
// preview, how many mailbox signatures applying it will update.
import type { AppDeps } from "../../context";
import { countSignatureUpdates } from "../mailboxes";
import { directorySyncs } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { type DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import { type DirectoryPlan } from "./directory-plan";
import { ofAccount } from "./sync-rows";
import { syncView } from "./directory-sync-view";

const LIST_LIMIT = 200;

/** One sync of the account, with its changes; `provider`: only a sync of that directory (another's is not found). */
export async function getDirectorySync(
  deps: Pick<AppDeps, "db" | "mailboxChannels">,
  scope: Pick<Scope, "accountId">,
  syncId: string,
  provider?: DirectoryProviderId,
) {
  const { db } = deps;
  const [row] = await db
    .select()
    .from(directorySyncs)
    .where(ofAccount(scope, syncId, provider));
  if (!row) throw notFound("Sync");
  const plan = row.plan as DirectoryPlan;
  const brief = (list: DirectoryPlan["created"]) =>
    list.slice(0, LIST_LIMIT).map(({ externalId, email, name, userId, changes }) => ({ externalId, email, name, userId, changes }));
  return {
    sync: syncView(row),
    plan: {
      created: brief(plan.created),
      updated: brief(plan.updated),
      deactivated: brief(plan.deactivated),
      newDepartments: plan.newDepartments,
      // Plans stored before offices were matched have none.
      unknownOffices: plan.unknownOffices ?? [],
      conflicts: (plan.conflicts ?? []).slice(0, LIST_LIMIT).map((p) => ({ ...brief([p])[0], managedBy: p.managedBy })),
      conflictCount: plan.conflicts?.length ?? 0,
    },
    mailboxUpdates:
      row.status === "preview"
        ? await countSignatureUpdates(
            deps,
            scope.accountId,
            plan.updated.flatMap((p) => (p.userId ? [p.userId] : [])),
          )
        : [],
  };
}
