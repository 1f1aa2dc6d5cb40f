// Which of the auth screen's modes the URL asks for, and the URL of each.
import { paths } from "../../lib/paths";
export type AuthMode = "signin" | "signup" | "forgot-password" | "otp-reset" | "reset-password" | "sso";

export type AuthParams = { mode: AuthMode; invitationId: string | null; email: string; token: string | null };

export function readAuthParams(params: URLSearchParams): AuthParams {
  const invitationId = params.get("invitation")?.trim() || null;
  // The emailed link carries `token`; a recovery-style link carries
  // access_token (with refresh_token and type=recovery). Both open the reset form.
  const token = (params.get("token") ?? params.get("access_token"))?.trim() || null;
  const isRecovery = params.get("mode") === "reset-password" || params.get("type") === "recovery";
  const email = params.get("email")?.trim() ?? "";
  const mode = params.get("mode");
  const base = { invitationId, email, token };
  // An invitation forces sign-up, whatever else the URL says.
  if (invitationId) return { ...base, mode: "signup" };
  if (isRecovery && token) return { ...base, mode: "reset-password" };
  // A reset link without its token cannot reset anything: ask for a new code instead.
  if (mode === "reset-password" || mode === "forgot-password") return { ...base, mode: "forgot-password" };
  if (mode === "otp-reset") return { ...base, mode: "otp-reset" };
  // "Sign in with SSO", and where a refused single sign-on comes back (?sso_error=<code>).
  if (mode === "sso" || params.has("sso_error")) return { ...base, mode: "sso" };
  if (params.get("signup") === "true") return { ...base, mode: "signup" };
  return { ...base, mode: "signin" };
}

/** The /auth URL of a mode, optionally carrying the email to prefill. */
export function authUrl(mode: Exclude<AuthMode, "reset-password">, email?: string): string {
  const params = new URLSearchParams();
  if (mode === "signup") params.set("signup", "true");
  if (mode === "forgot-password" || mode === "otp-reset" || mode === "sso") params.set("mode", mode);
  if (email) params.set("email", email);
  const query = params.toString();
  return query ? `${paths.auth}?${query}` : paths.auth;
}

/** Where to go after signing in: the page the guard remembered, else /signature. */
export function targetAfterAuth(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const safe = typeof from === "string" && from.startsWith("/") && !from.startsWith("//") && !from.startsWith(paths.auth);
  return safe ? from : paths.signature;
}
