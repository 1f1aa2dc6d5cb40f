// An admin discards a preview or held deactivations.
import { and, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directorySyncs } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import {
  DIRECTORY_PROVIDER_NAMES,
  INTEGRATION_MESSAGES as M,
  type DirectoryProviderId,
} from "../../../shared/integrations/integration-schema";
import { ofAccount } from "./sync-rows";

export async function discardDirectorySync(db: Database, actor: AuditActor, syncId: string, provider?: DirectoryProviderId) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(directorySyncs)
      .set({ status: "discarded" })
      .where(and(ofAccount(actor, syncId, provider), sql`${directorySyncs.status} in ('preview', 'held')`))
      .returning({ id: directorySyncs.id, provider: directorySyncs.provider });
    if (!row) {
      const [exists] = await tx
        .select({ id: directorySyncs.id })
        .from(directorySyncs)
        .where(ofAccount(actor, syncId, provider));
      if (!exists) throw notFound("Sync");
      throw new AppError(409, "sync_not_pending", M.previewGone);
    }
    await recordAudit(tx, actor, {
      action: "directory.discarded",
      target: { type: "directory_sync", id: syncId, label: DIRECTORY_PROVIDER_NAMES[row.provider] },
    });
  });
}
