// The company's Outlook add-in key (admins): set it up, replace the key (every manifest made
// before stops working), turn it off. The key is in the manifest's addresses, which every
// user of the tenant can read: it names the company, and only answers signatures, which its
// members send in every email anyway. Every change is audit-logged.
import { randomBytes } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { AppConfig } from "../../../context";
import type { Database } from "../../../db/client";
import { outlookAddins, outlookFetches } from "../../../db/schema";
import { AppError } from "../../../lib/errors";
import type { Scope } from "../../../lib/scope";
import { recordAudit, type AuditActor } from "../../audit/record-audit";
import { IN_OUTLOOK_DAYS, OUTLOOK_MESSAGES } from "../../../../shared/integrations/outlook-addin";
import { manifestProblem, manifestUrl } from "./addin-manifest";

const LABEL = "Outlook add-in";

/** 32 random bytes, URL-safe: what the manifest's addresses carry. */
export const newAddinKey = () => randomBytes(32).toString("base64url");
export const ADDIN_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const notEnabled = () => new AppError(404, "not_enabled", OUTLOOK_MESSAGES.notEnabled);

export async function getOutlookAddin(db: Database, scope: Pick<Scope, "accountId">, config: Pick<AppConfig, "baseUrl" | "isProduction">) {
  const [row] = await db.select().from(outlookAddins).where(eq(outlookAddins.accountId, scope.accountId));
  if (!row) return { enabled: false as const };
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outlookFetches)
    .where(
      and(
        eq(outlookFetches.accountId, scope.accountId),
        gt(outlookFetches.lastFetchedAt, sql`now() - make_interval(days => ${IN_OUTLOOK_DAYS})`),
      ),
    );
  const problem = manifestProblem(config);
  return {
    enabled: true as const,
    manifestUrl: problem ? null : manifestUrl(config.baseUrl, row.key),
    manifestProblem: problem,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: row.rotatedAt?.toISOString() ?? null,
    membersInOutlook: count,
  };
}

export async function enableOutlookAddin(db: Database, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(outlookAddins)
      .values({ accountId: actor.accountId, key: newAddinKey() })
      .onConflictDoNothing()
      .returning({ accountId: outlookAddins.accountId });
    if (created)
      await recordAudit(tx, actor, {
        action: "outlook_addin.enabled",
        target: { type: "outlook_addin", id: actor.accountId, label: LABEL },
      });
  });
}

export async function rotateOutlookAddinKey(db: Database, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(outlookAddins)
      .set({ key: newAddinKey(), version: sql`${outlookAddins.version} + 1`, rotatedAt: sql`now()` })
      .where(eq(outlookAddins.accountId, actor.accountId))
      .returning({ version: outlookAddins.version });
    if (!row) throw notEnabled();
    // The entry says a key was replaced, never which.
    await recordAudit(tx, actor, {
      action: "outlook_addin.key_rotated",
      target: { type: "outlook_addin", id: actor.accountId, label: LABEL },
      changes: { manifestVersion: [row.version - 1, row.version] },
    });
  });
}

export async function disableOutlookAddin(db: Database, actor: AuditActor) {
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(outlookAddins)
      .where(eq(outlookAddins.accountId, actor.accountId))
      .returning({ accountId: outlookAddins.accountId });
    if (!gone) throw notEnabled();
    await recordAudit(tx, actor, {
      action: "outlook_addin.disabled",
      target: { type: "outlook_addin", id: actor.accountId, label: LABEL },
    });
  });
}

/** The active company a key belongs to (a suspended or waiting company's key answers nothing). */
export async function findAddinCompany(db: Database, key: string) {
  if (!ADDIN_KEY_PATTERN.test(key)) return null;
  const rows = (await db.execute(sql`
    select a.id as "accountId", a.name, o.version from outlook_addins o
    join accounts a on a.id = o.account_id
    where o.key = ${key} and a.status = 'active'`)) as unknown as { rows: { accountId: string; name: string; version: number }[] };
  return rows.rows[0] ?? null;
}
