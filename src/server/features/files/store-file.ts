// Every file is stored here: the bytes through lib/storage.ts, and its stored_files row (owner,
// kind, size, uploader). A company's upload is refused (413, naming the field) when it would
// take the company past its storage quota; the account row is locked while it is counted, so
// two uploads at once can't both take the last megabytes. Given a transaction, the row is
// written in it: a logo or photo lands with the change that points to it.
import { eq, sum } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, storedFiles, type StoredFileKind } from "../../db/schema";
import type { Storage } from "../../lib/storage";
import { AppError } from "../../lib/errors";
import { storageQuotaMbOf } from "../config/platform-settings";
import { MB, storageFullMessage } from "../../../shared/files/storage-quota";

/** Who a file belongs to: a company, or the platform (accountId null: gallery images). */
export type FileOwner = { accountId: string | null; userId: string | null };
export type NewFile = {
  kind: StoredFileKind;
  extension: "png" | "jpg" | "gif";
  data: Uint8Array;
  /** The request field named when the quota refuses the file. */
  field: string;
  /** The image's pixel size, when the caller measured it. */
  size?: { width: number; height: number };
};

const FOLDERS: Record<StoredFileKind, string> = {
  logo: "logos",
  photo: "photos",
  banner: "banners",
  "template-image": "template-images",
  "gallery-image": "template-images",
};
const TYPES = { png: "image/png", jpg: "image/jpeg", gif: "image/gif" } as const;

/** Bytes the company's files take (rows not measured yet count as nothing). */
export async function storedBytesOf(db: Database, accountId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(storedFiles.byteSize).mapWith(Number) })
    .from(storedFiles)
    .where(eq(storedFiles.accountId, accountId));
  return row?.bytes ?? 0;
}

async function requireRoom(tx: Database, accountId: string, file: NewFile) {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for("no key update");
  const quotaMb = await storageQuotaMbOf(tx);
  const used = await storedBytesOf(tx, accountId);
  if (used + file.data.byteLength > quotaMb * MB) {
    const message = storageFullMessage(quotaMb, used, file.data.byteLength);
    throw new AppError(413, "storage_full", message, { [file.field]: message });
  }
}

/** Stores the file for its owner and answers its public path (/files/<folder>/<name>). */
export async function storeFile(deps: { db: Database; storage: Storage }, owner: FileOwner, file: NewFile): Promise<string> {
  return deps.db.transaction(async (tx) => {
    if (owner.accountId) await requireRoom(tx, owner.accountId, file);
    const path = await deps.storage.put(FOLDERS[file.kind], file.extension, file.data);
    try {
      await tx.insert(storedFiles).values({
        path,
        accountId: owner.accountId,
        kind: file.kind,
        byteSize: file.data.byteLength,
        contentType: TYPES[file.extension],
        width: file.size?.width ?? null,
        height: file.size?.height ?? null,
        uploadedBy: owner.userId,
      });
    } catch (error) {
      await deps.storage.remove(path).catch(() => undefined);
      throw error;
    }
    return path;
  });
}
