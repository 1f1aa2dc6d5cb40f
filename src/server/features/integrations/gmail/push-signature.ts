// One member's signature into Gmail: their send-as addresses (the primary one and aliases
// in the company's domain) each get a PATCH of the signature, with a token for that member.
// The push row is claimed for the job's signature version first, so a version is pushed
// once per member whatever the queue redelivers; a claim older than the lease (its process
// died mid-push) is taken over: setting the same signature again is harmless.
import { and, eq, or, sql } from "drizzle-orm";
import type { AppDeps } from "../../../context";
import { GOOGLE_DEFAULTS } from "../../../context";
import { mailboxPushes, userSignatures, users } from "../../../db/schema";
import { GOOGLE_SCOPES } from "../../../../shared/integrations/integration-schema";
import { GMAIL_SIGNATURE_LIMIT } from "../../../../shared/templates/gmail-limit";
import { loadGoogleConnection } from "../google-connection";
import { GoogleApiError, googleFetch } from "../google/google-http";
import { withRetries } from "../http/provider-http";
import { signatureVersion } from "./signature-version";
import type { Quota } from "./quota";
import { announcePush } from "../../webhooks/announce-push";

export type PushJob = { accountId: string; userId: string; version: string };
export type PushDeps = Pick<AppDeps, "db" | "secrets" | "googleTokens" | "config"> & { quota: Quota };

/** A claim older than this belonged to a process that died mid-push. */
export const PUSH_LEASE_SECONDS = 120;
/** Tries per version before the member is marked failed (the queue retries with backoff in between). */
export const PUSH_ATTEMPTS = 6;
const UNITS_PER_UPDATE = 100;

type SendAs = { sendAsEmail: string; isPrimary?: boolean; signature?: string };

export class TransientPushError extends Error {}

export async function pushSignature(deps: PushDeps, job: PushJob): Promise<void> {
  const { db } = deps;
  const row = and(eq(mailboxPushes.accountId, job.accountId), eq(mailboxPushes.userId, job.userId), eq(mailboxPushes.version, job.version));
  const [claimed] = await db
    .update(mailboxPushes)
    .set({ status: "pushing", claimedAt: sql`now()`, attempts: sql`${mailboxPushes.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        row,
        or(
          eq(mailboxPushes.status, "queued"),
          and(eq(mailboxPushes.status, "pushing"), sql`${mailboxPushes.claimedAt} < now() - make_interval(secs => ${PUSH_LEASE_SECONDS})`),
        ),
      ),
    )
    .returning({ attempts: mailboxPushes.attempts });
  if (!claimed) return; // pushed already, superseded by a newer version, or another worker holds it
  const finish = (values: Partial<typeof mailboxPushes.$inferInsert>) =>
    db
      .update(mailboxPushes)
      .set({ ...values, updatedAt: sql`now()` })
      .where(row)
      .then(() => announcePush(deps, job, values));

  const [member] = await db
    .select({ email: users.email, html: userSignatures.htmlContent })
    .from(users)
    .innerJoin(
      userSignatures,
      and(eq(userSignatures.userId, users.id), eq(userSignatures.accountId, job.accountId), eq(userSignatures.isActive, true)),
    )
    .where(eq(users.id, job.userId));
  if (!member || signatureVersion(member.html) !== job.version) {
    // The signature changed since: its own job pushes the newer version.
    await finish({ status: "failed", error: "The signature changed before it was pushed; the newer one is pushed instead." });
    return;
  }
  if (member.html.length > GMAIL_SIGNATURE_LIMIT) {
    await finish({
      status: "failed",
      error: `The signature has ${member.html.length.toLocaleString("en-US")} characters; Gmail takes at most 10,000. Shorten the template.`,
    });
    return;
  }
  const connection = await loadGoogleConnection(deps, job.accountId);
  if (!connection) {
    await finish({ status: "failed", error: "Google Workspace is not connected." });
    return;
  }
  const base = `${(deps.config.google ?? GOOGLE_DEFAULTS).gmailApiUrl.replace(/\/$/, "")}/gmail/v1/users/${encodeURIComponent(member.email)}/settings/sendAs`;
  const scope = GOOGLE_SCOPES.gmail;
  const call = <T>(path: string, init: RequestInit = {}) =>
    withRetries(
      async () => {
        const token = await deps.googleTokens.get(connection.key, member.email, scope);
        return googleFetch<T>(`${base}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
      },
      () => deps.googleTokens.forget(connection.key, member.email, scope),
      { attempts: 3 },
    );
  try {
    const list = await call<{ sendAs?: SendAs[] }>("");
    const domain = `@${connection.settings.domain}`;
    const targets = (list.sendAs ?? []).filter((s) => s.isPrimary || s.sendAsEmail.toLowerCase().endsWith(domain));
    let changed = false;
    for (const target of targets) {
      await deps.quota.take(UNITS_PER_UPDATE);
      const answer = await call<SendAs>(`/${encodeURIComponent(target.sendAsEmail)}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ signature: member.html }),
      });
      if ((answer.signature ?? "") !== member.html) changed = true;
    }
    await finish({
      status: "pushed",
      pushedAt: sql`now()` as never,
      error: null,
      changedByProvider: changed,
      aliases: Math.max(0, targets.length - 1),
    });
  } catch (error) {
    const reason = error instanceof GoogleApiError ? `Gmail answered ${error.status}: ${error.message}` : String(error);
    if (error instanceof GoogleApiError && error.isTransient && claimed.attempts < PUSH_ATTEMPTS) {
      // Back to the queue's retry (with backoff); the row says why it waits.
      await finish({ status: "queued", error: reason.slice(0, 500) });
      throw new TransientPushError(reason);
    }
    await finish({ status: "failed", error: reason.slice(0, 500) });
  }
}
