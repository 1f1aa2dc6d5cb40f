// The fields a directory owns (DIRECTORY_OWNED_FIELDS) on the members it manages: /profile
// and the team's edit dialog show them read-only, and the routes that change a profile
// refuse a different value for one of them with a 400 naming the field, rather than drop it
// (the next sync would put the directory's value back anyway). A member the directory has
// suspended or no longer lists is no longer managed: their fields are editable again.
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { directoryMembers, emailChanges } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { managedByText, ownedFieldRefusal, type DirectoryOwnedField } from "../../../shared/integrations/integration-schema";
import type { DirectoryLink } from "../../../shared/integrations/integration-responses";

/** The directory link of a member of the account, or null (not synced). */
export async function directoryLinkOf(db: Database, accountId: string, userId: string): Promise<DirectoryLink | null> {
  const [row] = await db
    .select({
      provider: directoryMembers.provider,
      syncedAt: directoryMembers.syncedAt,
      deactivatedAt: directoryMembers.deactivatedAt,
      pendingEmail: emailChanges.email,
    })
    .from(directoryMembers)
    .leftJoin(emailChanges, and(eq(emailChanges.userId, directoryMembers.userId), eq(emailChanges.accountId, directoryMembers.accountId)))
    .where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.userId, userId)));
  return row
    ? {
        provider: row.provider,
        syncedAt: row.syncedAt.toISOString(),
        deactivated: row.deactivatedAt !== null,
        pendingEmail: row.pendingEmail ?? null,
      }
    : null;
}

/** The managing directory of a member, in the caller's transaction (the row locked), or null. */
export async function managingDirectoryOf(tx: Database, accountId: string, userId: string) {
  const [row] = await tx
    .select({ provider: directoryMembers.provider })
    .from(directoryMembers)
    .where(and(eq(directoryMembers.accountId, accountId), eq(directoryMembers.userId, userId), isNull(directoryMembers.deactivatedAt)))
    .for("share");
  return row?.provider ?? null;
}

type OwnedValues = Partial<Record<DirectoryOwnedField, string | null | undefined>>;

/**
 * The change to write, of an input holding `fields` (owned fields a route takes, each left
 * out or given). For a member a directory manages: without those fields, each of which must
 * be left out or unchanged (else 400 naming every such field). For anyone else: a field left
 * out is cleared, as it was before such fields could be left out.
 */
export function ownedFieldsChange<T extends OwnedValues>(
  provider: DirectoryLink["provider"] | null,
  current: OwnedValues,
  input: T,
  fields: readonly DirectoryOwnedField[],
): Partial<T> {
  const change: OwnedValues = { ...input };
  const refused: Record<string, string> = {};
  for (const field of fields) {
    const value = input[field];
    if (!provider) {
      if (value === undefined) change[field] = null;
      continue;
    }
    if (value !== undefined && (value ?? null) !== (current[field] ?? null)) refused[field] = managedByText(provider);
    delete change[field];
  }
  const names = Object.keys(refused) as DirectoryOwnedField[];
  if (names.length && provider) throw new AppError(400, "directory_managed", ownedFieldRefusal(names[0], provider), refused);
  return change as Partial<T>;
}
