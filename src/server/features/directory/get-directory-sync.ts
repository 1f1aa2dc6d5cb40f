// One sync of the account with its changes (up to 200 of each kind), and, while it waits as a
// preview, how many mailbox signatures applying it will update.
import type { AppDeps } from "../../context";
import { countSignatureUpdates } from "../mailboxes";
import { getTableColumns, sql } from "drizzle-orm";
import { directorySyncs } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { type DirectoryProviderId } from "../../../shared/integrations/integration-schema";
import { type ConflictPerson, type DirectoryPlan } from "./directory-plan";
import { ofAccount } from "./sync-rows";
import { syncView } from "./directory-sync-view";

const LIST_LIMIT = 200;

type Planned = DirectoryPlan["created"][number];

/** One sync of the account, with its changes; `provider`: only a sync of that directory (another's is not found). */
export async function getDirectorySync(
  deps: Pick<AppDeps, "db" | "mailboxChannels">,
  scope: Pick<Scope, "accountId">,
  syncId: string,
  provider?: DirectoryProviderId,
) {
  const { db } = deps;
  // The plan stays in the database: only the first LIST_LIMIT people of each list and the ids
  // a preview's mailbox count needs come out (reading a first sync's whole plan, every person
  // of the directory, into the process cost seconds at each answer of the preview and the apply).
  const { plan, ...columns } = getTableColumns(directorySyncs);
  const listed = <T>(list: keyof DirectoryPlan) =>
    sql<T[]>`coalesce((select jsonb_agg(e order by n) from jsonb_array_elements(${plan}->${list}::text) with ordinality as x(e, n)
      where n <= ${LIST_LIMIT}), '[]'::jsonb)`;
  const [row] = await db
    .select({
      ...columns,
      created: listed<Planned>("created"),
      updated: listed<Planned>("updated"),
      deactivated: listed<Planned>("deactivated"),
      conflicts: listed<ConflictPerson>("conflicts"),
      conflictCount: sql<number>`coalesce(jsonb_array_length(${plan}->'conflicts'), 0)`.mapWith(Number),
      newDepartments: sql<string[]>`${plan}->'newDepartments'`,
      // Plans stored before offices were matched have none.
      unknownOffices: sql<NonNullable<DirectoryPlan["unknownOffices"]>>`coalesce(${plan}->'unknownOffices', '[]'::jsonb)`,
      updatedUserIds: sql<(string | null)[]>`case when ${directorySyncs.status} = 'preview'
        then jsonb_path_query_array(${plan}, '$.updated[*].userId') else '[]'::jsonb end`,
    })
    .from(directorySyncs)
    .where(ofAccount(scope, syncId, provider));
  if (!row) throw notFound("Sync");
  const brief = (list: Planned[]) =>
    list.map(({ externalId, email, name, userId, changes }) => ({ externalId, email, name, userId, changes }));
  return {
    sync: syncView(row),
    plan: {
      created: brief(row.created),
      updated: brief(row.updated),
      deactivated: brief(row.deactivated),
      newDepartments: row.newDepartments,
      unknownOffices: row.unknownOffices,
      conflicts: row.conflicts.map((p) => ({ ...brief([p])[0], managedBy: p.managedBy })),
      conflictCount: row.conflictCount,
    },
    mailboxUpdates:
      row.status === "preview"
        ? await countSignatureUpdates(
            deps,
            scope.accountId,
            row.updatedUserIds.flatMap((id) => (id ? [id] : [])),
          )
        : [],
  };
}
