// The company's API keys that still work or have expired (revoked ones leave the list; the
// audit log keeps their story), newest first, with who made each and where it was last used.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { apiKeys, profiles, users } from "../../db/schema";
import type { Scope } from "../../lib/scope";
import type { ApiKeyView } from "../../../shared/api-keys/api-key-responses";

const creatorName = sql<string | null>`nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), '')`;

type Row = {
  id: string;
  name: string;
  prefix: string;
  scope: "read" | "write";
  createdBy: string;
  creatorEmail: string | null;
  creatorName: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
};

export function apiKeyView(row: Row): ApiKeyView {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scope: row.scope,
    createdBy: { userId: row.createdBy, email: row.creatorEmail, name: row.creatorName },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: row.lastUsedIp,
  };
}

function selectKeys(db: Database) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scope: apiKeys.scope,
      createdBy: apiKeys.createdBy,
      creatorEmail: users.email,
      creatorName,
      createdAt: apiKeys.createdAt,
      expiresAt: apiKeys.expiresAt,
      lastUsedAt: apiKeys.lastUsedAt,
      lastUsedIp: apiKeys.lastUsedIp,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .leftJoin(profiles, eq(profiles.id, apiKeys.createdBy));
}

export async function findApiKeys(db: Database, { accountId }: Pick<Scope, "accountId">) {
  const rows = await selectKeys(db)
    .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(apiKeyView);
}

/** One of the account's keys, revoked or not; undefined for another account's. */
export async function findApiKey(db: Database, { accountId }: Pick<Scope, "accountId">, id: string) {
  const [row] = await selectKeys(db).where(and(eq(apiKeys.id, id), eq(apiKeys.accountId, accountId)));
  return row ? apiKeyView(row) : undefined;
}
