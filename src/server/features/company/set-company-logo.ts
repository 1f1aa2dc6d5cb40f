// Upload or remove the company logo. The new file is stored as the company's (its quota
// counts it) in the transaction that sets it; if the transaction fails the file is deleted
// again. The replaced file stays, as profile photos do: emails already sent show it from its
// address (files are immutable).
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { sharp } from "../../lib/sharp";
import { accounts } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import { notFound } from "../../lib/errors";
import { encodeLogo } from "../../lib/logo-image";
import { forgetAccount } from "../../auth/session-cache";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import { companyColumns } from "./get-company";
import { storeFile } from "../files/store-file";
import type { EncodedImage } from "../../lib/images";
import type { Logger } from "../../lib/logger";
import { announceSignatureChange, type AnnounceDeps } from "../mailboxes";

type Deps = { storage: Storage } & AnnounceDeps;

/** An image's pixel size; null when it can't be read. */
async function pixelSize(data: Uint8Array): Promise<{ width: number; height: number } | null> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

async function setLogo(deps: Deps, actor: AuditActor, logo: EncodedImage | null, stored: { path?: string } = {}) {
  const account = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select(companyColumns).from(accounts).where(eq(accounts.id, actor.accountId)).for("update");
    if (!before) throw notFound("Company");
    const logoUrl = logo ? await storeFile({ db: tx, storage: deps.storage }, actor, { kind: "logo", ...logo, field: "file" }) : null;
    if (logoUrl) stored.path = logoUrl;
    const details = logo ? { bytes: logo.data.byteLength, type: logo.contentType } : {};
    const size = logo ? await pixelSize(logo.data) : null;
    const [after] = await tx
      .update(accounts)
      .set({ logoUrl, logoWidth: size?.width ?? null, logoHeight: size?.height ?? null, updatedAt: new Date() })
      .where(eq(accounts.id, actor.accountId))
      .returning(companyColumns);
    await recordAudit(tx, actor, {
      action: logoUrl ? "company.logo_changed" : "company.logo_removed",
      target: { type: "account", id: actor.accountId, label: after.name },
      changes: { logoUrl: [before.logoUrl, logoUrl] },
      details,
    });
    await announceSignatureChange(deps, actor.accountId, { everyone: true }, { tx });
    return after;
  });
  forgetAccount(deps.db, actor.accountId);
  return account;
}

export async function uploadCompanyLogo(deps: Deps, actor: AuditActor, bytes: Uint8Array) {
  const encoded = await encodeLogo(bytes);
  const stored: { path?: string } = {};
  try {
    return await setLogo(deps, actor, encoded, stored);
  } catch (error) {
    if (stored.path) await deps.storage.remove(stored.path).catch(() => undefined);
    throw error;
  }
}

export function removeCompanyLogo(deps: Deps, actor: AuditActor) {
  return setLogo(deps, actor, null);
}

/**
 * Measures logos stored before their size was recorded (run at start; idempotent). A logo
 * whose file is gone or unreadable stays unmeasured: its signatures keep the template's height.
 */
export async function measureUnmeasuredLogos(deps: Deps & { logger: Logger }): Promise<number> {
  const rows = await deps.db
    .select({ id: accounts.id, logoUrl: accounts.logoUrl })
    .from(accounts)
    .where(and(isNotNull(accounts.logoUrl), isNull(accounts.logoWidth)));
  let measured = 0;
  for (const row of rows) {
    const data = row.logoUrl?.startsWith("/files/") ? await deps.storage.read(row.logoUrl).catch(() => null) : null;
    const size = data ? await pixelSize(data) : null;
    if (!size) continue;
    await deps.db
      .update(accounts)
      .set({ logoWidth: size.width, logoHeight: size.height })
      .where(and(eq(accounts.id, row.id), eq(accounts.logoUrl, row.logoUrl as string)));
    forgetAccount(deps.db, row.id);
    measured += 1;
  }
  if (measured) deps.logger.info({ measured }, "company logos measured");
  return measured;
}
