// Upload or remove the company logo. The new file is stored before the transaction; if the
// transaction fails it is deleted again. The replaced file stays, as profile photos do:
// emails already sent show it from its address (files are immutable).
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import { notFound } from "../../lib/errors";
import { encodeLogo } from "../../lib/logo-image";
import { forgetAccount } from "../../auth/session-cache";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { companyColumns } from "./get-company";

type Deps = { db: Database; storage: Storage };

async function setLogo(deps: Deps, actor: AuditActor, logoUrl: string | null, details: Record<string, unknown> = {}) {
  const account = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select(companyColumns).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    if (!before) throw notFound("Company");
    const [after] = await tx
      .update(accounts)
      .set({ logoUrl, updatedAt: new Date() })
      .where(eq(accounts.id, actor.accountId))
      .returning(companyColumns);
    await recordAudit(tx, actor, {
      action: logoUrl ? "company.logo_changed" : "company.logo_removed",
      target: { type: "account", id: actor.accountId, label: after.name },
      changes: { logoUrl: [before.logoUrl, logoUrl] },
      details,
    });
    return after;
  });
  forgetAccount(deps.db, actor.accountId);
  return account;
}

export async function uploadCompanyLogo(deps: Deps, actor: AuditActor, bytes: Uint8Array) {
  const encoded = await encodeLogo(bytes);
  const logoUrl = await deps.storage.put("logos", encoded.extension, encoded.data);
  try {
    return await setLogo(deps, actor, logoUrl, { bytes: encoded.data.byteLength, type: encoded.contentType });
  } catch (error) {
    await deps.storage.remove(logoUrl).catch(() => undefined);
    throw error;
  }
}

export function removeCompanyLogo(deps: Deps, actor: AuditActor) {
  return setLogo(deps, actor, null);
}
