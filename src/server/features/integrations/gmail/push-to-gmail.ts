// One member's signature into Gmail: every send-as address of theirs that is the primary one
// or an alias in the company's domain gets a PATCH of the signature, with a token for that
// member (kept until five minutes before it expires). The primary address is the member's
// own, so its PATCH goes out beside the list of send-as addresses rather than after it: a
// first push is two rounds of calls (the token, then the list and the update together), and
// only the aliases the list names wait for it. Gmail's answer to each PATCH says whether it
// kept the signature as sent (else it is recorded as changed by Gmail).
import type { AppDeps } from "../../../context";
import { GOOGLE_DEFAULTS } from "../../../context";
import { GOOGLE_SCOPES } from "../../../../shared/integrations/integration-schema";
import type { GoogleConnection } from "../providers/google/google-connection";
import { GoogleApiError, googleFetch } from "../providers/google/google-http";
import { withRetries } from "../../../lib/outbound/provider-http";
import type { ProviderRequest } from "../../../lib/outbound/keep-alive-request";
import type { Quota } from "./quota";

const UNITS_PER_UPDATE = 100;

export type SendAs = { sendAsEmail: string; isPrimary?: boolean; signature?: string };
export type GmailDeps = Pick<AppDeps, "tokens" | "config"> & { quota: Quota };

/**
 * Calls to the member's send-as settings (`path`: "" for the list, "/{address}" for one), with a
 * token for that member, retried as every provider call is.
 */
export function sendAsCalls(deps: Pick<GmailDeps, "tokens" | "config">, connection: GoogleConnection, email: string) {
  const base = `${(deps.config.google ?? GOOGLE_DEFAULTS).gmailApiUrl.replace(/\/$/, "")}/gmail/v1/users/${encodeURIComponent(email)}/settings/sendAs`;
  const scope = GOOGLE_SCOPES.gmail;
  return <T>(path: string, init: ProviderRequest = {}) =>
    withRetries(
      async () => {
        const token = await deps.tokens.google.get(connection, email, scope);
        return googleFetch<T>(`${base}${path}`, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
      },
      () => deps.tokens.google.forget(connection, email, scope),
      { attempts: 3 },
    );
}

/** Throws a GoogleApiError when Google refused (after the retries a 429, a 5xx or a 401 get). */
export async function pushSignatureToGmail(
  deps: GmailDeps,
  connection: GoogleConnection,
  email: string,
  html: string,
): Promise<{ changedByProvider: boolean; aliases: number }> {
  const call = sendAsCalls(deps, connection, email);
  const update = async (address: string) => {
    await deps.quota.take(UNITS_PER_UPDATE);
    const answer = await call<SendAs>(`/${encodeURIComponent(address)}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ signature: html }),
    });
    return (answer.signature ?? "") !== html;
  };
  // Both ask for the member's token: concurrent asks share one mint.
  const [listed, own] = await Promise.allSettled([call<{ sendAs?: SendAs[] }>(""), update(email)]);
  if (listed.status === "rejected") throw listed.reason;
  // 404: the member's address is not one of their send-as addresses; the list says which are.
  const ownMissing = own.status === "rejected" && own.reason instanceof GoogleApiError && own.reason.status === 404;
  if (own.status === "rejected" && !ownMissing) throw own.reason;
  const domain = `@${connection.settings.domain}`.toLowerCase();
  const targets = (listed.value.sendAs ?? []).filter((s) => s.isPrimary || s.sendAsEmail.toLowerCase().endsWith(domain));
  const others = targets.filter((s) => s.sendAsEmail.toLowerCase() !== email.toLowerCase() || ownMissing);
  const changed = await Promise.all(others.map((s) => update(s.sendAsEmail)));
  return {
    changedByProvider: (own.status === "fulfilled" && own.value) || changed.some(Boolean),
    aliases: Math.max(0, targets.length - 1),
  };
}
