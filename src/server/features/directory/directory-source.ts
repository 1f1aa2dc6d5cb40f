// The company's source of truth for members: each member has at most one managing directory,
// and only the directory the admins chose here may take over members another manages (a
// preview's conflicts, moved by the admin) or take up existing members without a preview (SCIM).
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accounts, directoryMembers } from "../../db/schema";
import { notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { recordAudit, type AuditActor } from "../audit/record-audit";
import {
  DIRECTORY_FIELD_LABELS,
  DIRECTORY_PROVIDER_NAMES,
  DIRECTORY_PROVIDERS,
  directoryOwnedFields,
  type DirectorySource,
} from "../../../shared/integrations/integration-schema";
import type { DirectorySourceView } from "../../../shared/integrations/integration-responses";

const SOURCE_NAMES = { ...DIRECTORY_PROVIDER_NAMES, scim: "SCIM (identity provider)" };

export async function getDirectorySource(db: Database, { accountId }: Pick<Scope, "accountId">): Promise<DirectorySourceView> {
  const [account] = await db.select({ source: accounts.directorySource }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound("Company");
  const counts = await db
    .select({ provider: directoryMembers.provider, members: sql<number>`count(*)::int` })
    .from(directoryMembers)
    .where(and(eq(directoryMembers.accountId, accountId), isNull(directoryMembers.deactivatedAt)))
    .groupBy(directoryMembers.provider);
  return {
    source: account.source ?? null,
    directories: DIRECTORY_PROVIDERS.map((provider) => ({
      provider,
      name: SOURCE_NAMES[provider],
      fields: directoryOwnedFields(provider).map((f) => DIRECTORY_FIELD_LABELS[f]),
      members: counts.find((c) => c.provider === provider)?.members ?? 0,
    })),
  };
}

export async function setDirectorySource(db: Database, actor: AuditActor, { source }: DirectorySource) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ source: accounts.directorySource })
      .from(accounts)
      .where(eq(accounts.id, actor.accountId))
      .for("update");
    if (!before) throw notFound("Company");
    if ((before.source ?? null) === source) return;
    await tx
      .update(accounts)
      .set({ directorySource: source, updatedAt: sql`now()` })
      .where(eq(accounts.id, actor.accountId));
    await recordAudit(tx, actor, {
      action: "directory.source_changed",
      target: { type: "company", id: actor.accountId, label: source ? SOURCE_NAMES[source] : "None" },
      changes: { directorySource: [before.source ?? null, source] },
    });
  });
  return getDirectorySource(db, actor);
}
