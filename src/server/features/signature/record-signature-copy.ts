// Remembers when the member last copied their signature (statistics: adoption).
import type { Database } from "../../db/client";
import { userSignatures } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../campaigns/campaign-availability";
import { activeOf } from "./ensure-signature";

export async function recordSignatureCopy(db: Database, scope: Scope) {
  const [row] = await db
    .update(userSignatures)
    .set({ lastCopiedAt: new Date() })
    .where(activeOf(scope))
    .returning({ lastCopiedAt: userSignatures.lastCopiedAt });
  if (!row) throw notFound("Signature");
  return row;
}
