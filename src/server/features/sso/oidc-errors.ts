// What openid-client's errors mean to the person signing in: each check it makes on the
// identity provider's answer (issuer, audience, expiry, nonce, signature) becomes its own
// refusal, with the library's reason for the audit log (never the token itself).
import * as client from "openid-client";
import { SsoRefusal } from "./sso-refusal";

// oauth4webapi's codes, which openid-client keeps on its ClientError.
const CLAIM_COMPARISON = "OAUTH_JWT_CLAIM_COMPARISON_FAILED";
const TIMESTAMP_CHECK = "OAUTH_JWT_TIMESTAMP_CHECK_FAILED";
const INVALID_RESPONSE = "OAUTH_INVALID_RESPONSE";

type Cause = { code?: string; message?: string; cause?: { claim?: string; expected?: unknown; claims?: Record<string, unknown> } };

const CLAIM_REFUSALS: Record<string, "wrong_issuer" | "wrong_audience" | "nonce_mismatch"> = {
  iss: "wrong_issuer",
  aud: "wrong_audience",
  azp: "wrong_audience",
  nonce: "nonce_mismatch",
};

export function oidcRefusal(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  if (error instanceof client.AuthorizationResponseError || error instanceof client.ResponseBodyError)
    return new SsoRefusal("idp_error", { error: error.error, description: error.error_description ?? null });
  if (error instanceof client.ClientError) {
    const cause = (error.cause ?? {}) as Cause;
    const reason = cause.message ?? error.message;
    const claim = cause.cause?.claim;
    if (error.code === CLAIM_COMPARISON && claim && CLAIM_REFUSALS[claim])
      return new SsoRefusal(CLAIM_REFUSALS[claim], {
        claim,
        expected: cause.cause?.expected ?? null,
        received: cause.cause?.claims?.[claim] ?? null,
        cause: reason,
      });
    if (error.code === TIMESTAMP_CHECK) return new SsoRefusal("expired", { claim: claim ?? null, cause: reason });
    if (error.code === INVALID_RESPONSE && /signature verification failed|"alg" header/.test(reason))
      return new SsoRefusal("unsigned", { cause: reason });
    return new SsoRefusal("invalid_response", { code: error.code ?? null, cause: reason });
  }
  return new SsoRefusal("provider_unavailable", { cause: error instanceof Error ? error.message : String(error) });
}
