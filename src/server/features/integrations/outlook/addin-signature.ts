// What the Outlook add-in asks for: the rendered signature of the member of the key's company
// with that address (the one render service, as the member sees it on /signature), or
// nothing: an unknown key, a company that is not active, an address that is no member of
// that company, a member the directory deactivated, a member with no template. Answers are
// kept 3 s like every read (decision 024), with an ETag of the HTML and the JSON answer
// serialized once, so a request costs no query and a client that has it gets 304. Each
// member's last fetch is the "In Outlook" status, written at most every few minutes per
// member and process.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { cachedRead, forgetReads } from "../../../lib/read-cache";
import { AppError } from "../../../lib/errors";
import { renderSignature, type RenderDeps } from "../../signature/render-signature";
import type { ComposeKind } from "../../../../shared/integrations/outlook-addin";
import { findAddinCompany } from "./outlook-addin-key";

/** `json`: the answer's body, serialized once with the rest (each request only sends it). */
export type AddinSignature = { json: string; etag: string; accountId: string; userId: string };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function findMember(db: Database, accountId: string, email: string) {
  return rowsOf<{ userId: string }>(
    await db.execute(sql`
      select u.id as "userId" from users u
      join account_users au on au.user_id = u.id and au.account_id = ${accountId}
      where lower(u.email) = ${email}
        and not exists (select 1 from directory_members dm
          where dm.account_id = au.account_id and dm.user_id = u.id and dm.deactivated_at is not null)
      limit 1`),
  )[0];
}

async function loadSignature(deps: RenderDeps, key: string, email: string, compose: ComposeKind): Promise<AddinSignature | null> {
  const company = await findAddinCompany(deps.db, key);
  if (!company) return null;
  const member = await findMember(deps.db, company.accountId, email);
  if (!member) return null;
  const html = await renderAddinHtml(deps, company.accountId, member.userId, compose);
  if (html === null) return null;
  const etag = `"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  return { json: JSON.stringify({ html }), etag, accountId: company.accountId, userId: member.userId };
}

/** What the add-in inserts for the member (a reply or forward gets the reply version), or null: nothing to insert. */
export async function renderAddinHtml(deps: RenderDeps, accountId: string, userId: string, compose: ComposeKind): Promise<string | null> {
  try {
    const { html } = await renderSignature(deps, { accountId, userId, role: "user" }, { reply: compose !== "new" });
    return html;
  } catch (error) {
    // No template (or the member's profile is gone): nothing to insert.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

export function addinSignature(deps: RenderDeps, key: string, email: string, compose: ComposeKind) {
  return cachedRead(deps.db, `addin:${key}:${compose}:${email}`, () => loadSignature(deps, key, email, compose));
}

// The last fetch written per member, in this process: the status needs minutes, not every compose.
const RECORD_EVERY_MS = 5 * 60_000;
const recorded = new WeakMap<Database, Map<string, number>>();

/** Records that the add-in fetched the member's signature now (at most every few minutes per member). */
export async function recordAddinFetch(db: Database, accountId: string, userId: string) {
  let seen = recorded.get(db);
  if (!seen) recorded.set(db, (seen = new Map()));
  const id = `${accountId}:${userId}`;
  const now = Date.now();
  if ((seen.get(id) ?? 0) > now - RECORD_EVERY_MS) return;
  if (seen.size >= 100_000) seen.clear();
  seen.set(id, now);
  await db.execute(sql`insert into outlook_fetches (account_id, user_id, last_fetched_at) values (${accountId}, ${userId}, now())
    on conflict (account_id, user_id) do update set last_fetched_at = now()`);
  // /users and /statistics show the new status at once in this process.
  forgetReads(db);
}
