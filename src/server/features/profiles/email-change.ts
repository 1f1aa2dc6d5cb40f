// A new sign-in address a directory gave a member that waits for them (address-changes.ts
// decides which do): the member, signed in, asks for a code at the new address and types it
// on /profile (or opens the emailed link); only then does the address move. The code proves
// the mailbox, the session proves the person: whoever reads the new mailbox (perhaps whoever
// runs the directory) can't confirm without the member's session, nor the member without the
// mailbox. The member may also keep their address. Each step is audit-logged.
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import type { Database } from "../../db/client";
import { emailChanges, profiles, ssoDomains, users } from "../../db/schema";
import { AppError, notFound } from "../../lib/errors";
import type { Scope } from "../../lib/scope";
import { forgetUser } from "../../auth/session-cache";
import { recordAudit } from "../audit/record-audit";
import { generateCode, hashCode, MAX_WRONG_CODE_ATTEMPTS } from "../password-reset";
import { emailChangeEmail } from "./email-change-email";
import { EMAIL_CHANGE_CODE_MINUTES, EMAIL_CHANGE_MESSAGES as M } from "../../../shared/profiles/email-change-schema";

type Deps = Pick<AppDeps, "db" | "auth" | "mailer" | "config">;
type Caller = Pick<Scope, "userId" | "accountId">;

const RESEND_AFTER_SECONDS = 60;
const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1);

async function pendingOf(db: Database, caller: Caller) {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(and(eq(emailChanges.userId, caller.userId), eq(emailChanges.accountId, caller.accountId)));
  if (!row) throw new AppError(404, "not_found", M.nothingPending);
  return row;
}

/** The new address must still be on a domain the company verified, and nobody's yet. */
async function requireStillAllowed(db: Database, caller: Caller, email: string) {
  const [domain] = await db
    .select({ id: ssoDomains.id })
    .from(ssoDomains)
    .where(
      and(eq(ssoDomains.accountId, caller.accountId), eq(ssoDomains.domain, domainOf(email)), sql`${ssoDomains.verifiedAt} is not null`),
    );
  if (!domain) throw new AppError(409, "domain_not_verified", M.domainNotVerified);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken && taken.id !== caller.userId) throw new AppError(409, "email_taken", M.taken);
}

/** Emails a code to the new address (again at most once a minute). */
export async function sendEmailChangeCode(deps: Deps, caller: Caller) {
  const row = await pendingOf(deps.db, caller);
  await requireStillAllowed(deps.db, caller, row.email);
  if (row.sentAt && Date.now() - row.sentAt.getTime() < RESEND_AFTER_SECONDS * 1000) throw new AppError(429, "rate_limited", M.tooSoon);
  const { secret } = await deps.auth.$context;
  const code = generateCode();
  await deps.db
    .update(emailChanges)
    .set({
      codeHash: hashCode(secret, row.email, code),
      codeExpiresAt: sql`now() + make_interval(mins => ${EMAIL_CHANGE_CODE_MINUTES})`,
      sentAt: sql`now()`,
      attempts: 0,
    })
    .where(and(eq(emailChanges.userId, caller.userId), eq(emailChanges.email, row.email)));
  const link = `${deps.config.baseUrl}/profile?email-code=${code}`;
  try {
    await deps.mailer.send(emailChangeEmail({ to: row.email, code, link }));
  } catch {
    // Not sent: the member may ask again at once.
    await deps.db.update(emailChanges).set({ sentAt: null, codeHash: null }).where(eq(emailChanges.userId, caller.userId));
    throw new AppError(409, "email_failed", M.sendFailed);
  }
  return { sentTo: row.email };
}

/** The code from the new mailbox moves the address (users, profile), in one transaction. */
export async function confirmEmailChange(deps: Deps, caller: Caller, code: string) {
  const { secret } = await deps.auth.$context;
  const result = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emailChanges)
      .where(and(eq(emailChanges.userId, caller.userId), eq(emailChanges.accountId, caller.accountId)))
      .for("update");
    if (!row) throw new AppError(404, "not_found", M.nothingPending);
    const usable = row.codeHash && row.codeExpiresAt && row.codeExpiresAt.getTime() > Date.now() && row.attempts < MAX_WRONG_CODE_ATTEMPTS;
    if (!usable) return { wrong: M.codeExpired };
    if (hashCode(secret, row.email, code) !== row.codeHash) {
      await tx
        .update(emailChanges)
        .set({ attempts: sql`${emailChanges.attempts} + 1` })
        .where(eq(emailChanges.userId, caller.userId));
      return { wrong: M.wrongCode };
    }
    await requireStillAllowed(tx, caller, row.email);
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
    await tx.update(users).set({ email: row.email, emailVerified: true, updatedAt: new Date() }).where(eq(users.id, caller.userId));
    await tx.update(profiles).set({ email: row.email, updatedAt: new Date() }).where(eq(profiles.id, caller.userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, caller.userId));
    await recordAudit(
      tx,
      { ...caller, ip: null },
      {
        action: "member.email_confirmed",
        target: { type: "member", id: caller.userId, label: row.email },
        changes: { email: [before.email, row.email] },
        details: { directory: row.provider },
      },
    );
    return { email: row.email };
  });
  if ("wrong" in result) throw new AppError(400, "invalid_code", result.wrong!, { code: result.wrong! });
  forgetUser(deps.db, caller.userId);
  return result;
}

/** The member keeps their address: the waiting change is dropped (the directory may send it again). */
export async function declineEmailChange(db: Database, caller: Caller) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(emailChanges)
      .where(and(eq(emailChanges.userId, caller.userId), eq(emailChanges.accountId, caller.accountId)))
      .returning();
    if (!row) throw notFound("Address change");
    const [me] = await tx.select({ email: users.email }).from(users).where(eq(users.id, caller.userId));
    await recordAudit(
      tx,
      { ...caller, ip: null },
      {
        action: "member.email_change_declined",
        target: { type: "member", id: caller.userId, label: me.email },
        changes: { email: [me.email, me.email] },
        details: { declined: row.email, directory: row.provider },
      },
    );
  });
}
