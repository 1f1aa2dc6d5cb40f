// The signature of the member who sent a message: the same render /signature shows (template,
// campaigns with tracking), or its reply variant for replies and forwards. Bounded by a timeout.
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { accountUsers, profiles } from "../../db/schema";
import { renderSignature, type RenderDeps } from "../signature/render-signature";
import type { Scope } from "../../lib/scope";

export type SignatureSource = (scope: Scope, reply: boolean) => Promise<string>;

/** The member of the company with this address, or null (an unknown sender is passed through). */
export async function memberOfAddress(db: AppDeps["db"], accountId: string, email: string): Promise<Scope | null> {
  const [row] = await db
    .select({ userId: accountUsers.userId, role: accountUsers.role })
    .from(profiles)
    .innerJoin(accountUsers, and(eq(accountUsers.userId, profiles.id), eq(accountUsers.accountId, accountId)))
    .where(sql`lower(${profiles.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ? { userId: row.userId, accountId, role: row.role } : null;
}

export function renderedSignatureSource(deps: RenderDeps): SignatureSource {
  return async (scope, reply) => (await renderSignature(deps, scope, { reply })).html;
}

export class SigningTimeout extends Error {
  constructor(ms: number) {
    super(`signature not ready within ${ms} ms`);
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SigningTimeout(ms)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const REPLY_SUBJECT = /^\s*(?:re|fwd?|aw|wg|tr|sv|vs|antw)\s*(?:\[\d+\])?\s*:/i;

/** A reply or forward: it answers another message, or its subject says so. */
export function isReplyOrForward(headers: { getFirst(key: string): string }): boolean {
  return Boolean(headers.getFirst("in-reply-to") || headers.getFirst("references")) || REPLY_SUBJECT.test(headers.getFirst("subject"));
}
