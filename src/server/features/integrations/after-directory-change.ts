// What follows a sync that changed members: the read cache forgets the team and the
// session cache the changed users, so /users and /profile show the directory's values at
// once. (Their signatures are pushed into Gmail by the push queue when it runs.)
import type { AppDeps } from "../../context";
import { forgetReads } from "../../lib/read-cache";
import { forgetUser } from "../../auth/session-cache";

export async function afterDirectoryChange(deps: Pick<AppDeps, "db">, _accountId: string, changedUserIds: string[]) {
  forgetReads(deps.db);
  for (const userId of changedUserIds) forgetUser(deps.db, userId);
}
