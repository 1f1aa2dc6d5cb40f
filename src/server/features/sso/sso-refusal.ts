// How a single sign-on is refused: the protocol code throws SsoRefusal with a code from
// SSO_REFUSALS; the route records it in the company's audit log (what the identity provider
// asserted, never a token, code or secret) and sends the browser to /auth?sso_error=<code>,
// where the page shows the code's sentence.
import type { Database } from "../../db/client";
import { recordAudit } from "../audit/record-audit";
import type { SsoRefusalCode } from "../../../shared/sso/sso-refusals";

export class SsoRefusal extends Error {
  constructor(
    readonly code: SsoRefusalCode,
    /** Safe to keep in the audit log: the asserted address, a claim's value, the library's reason. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** The provider as the audit entry names it. */
export type RefusingProvider = { id: string; accountId: string; name: string; kind: string };

export const refusalLocation = (code: SsoRefusalCode) => `/auth?sso_error=${code}`;

/** Records the refusal in the provider's company's audit log; returns where the browser goes. */
export async function recordSsoRefusal(db: Database, provider: RefusingProvider, ip: string | null, refusal: SsoRefusal) {
  const email = typeof refusal.details.email === "string" ? refusal.details.email : null;
  await recordAudit(
    db,
    { accountId: provider.accountId, userId: null, ip, sso: { label: `Single sign-on “${provider.name}”${email ? `: ${email}` : ""}` } },
    {
      action: "sso.sign_in_refused",
      target: { type: "sso_provider", id: provider.id, label: provider.name },
      details: { ...refusal.details, reason: refusal.code, kind: provider.kind },
    },
  );
  return refusalLocation(refusal.code);
}
