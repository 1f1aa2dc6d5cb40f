// Auth error codes and the sentences users see. The server turns
// better-auth errors into these codes; the client turns codes or raw messages into text.

export const AUTH_ERROR_MESSAGES = {
  invalid_credentials: "The email or password you entered is incorrect. Please try again.",
  email_not_confirmed: "Please check your email and click the confirmation link before signing in.",
  user_not_found: "No account was found with this email address. Please sign up first.",
  email_not_found: "No account was found with this email address. Please sign up first.",
  weak_password: "This password is too weak. Please choose a stronger password.",
  email_already_in_use: "An account with this email address already exists. Please sign in instead.",
  signup_disabled: "New sign-ups are currently disabled. Please contact support.",
  too_many_requests: "Too many attempts. Please wait a few minutes before trying again.",
  reset_password_disabled: "Password reset is currently disabled. Please contact support.",
  invalid_token: "This password reset link is invalid or has expired. Please request a new one.",
  same_password: "Your new password must be different from your current password.",
  otp_expired: "This verification code has expired. Please request a new one.",
  otp_invalid: "This verification code is incorrect. Please check it and try again.",
  otp_not_found: "No verification code was found for this email. Please request a new one.",
  otp_already_used: "This verification code has already been used. Please request a new one.",
  network_error: "Unable to connect. Please check your internet connection and try again.",
  server_error: "Something went wrong on our side. Please try again later.",
  timeout: "The request took too long. Please try again.",
  service_unavailable: "The service is temporarily unavailable. Please try again in a few minutes.",
  invalid_email: "Please enter a valid email address.",
  missing_email: "Please enter your email address.",
  missing_password: "Please enter your password.",
  password_mismatch: "The passwords do not match.",
  terms_not_accepted: "You must accept the terms and conditions to continue.",
  unauthorized: "Please sign in to continue.",
  forbidden: "You do not have permission to perform this action.",
  account_locked: "Your account has been locked. Please contact support.",
  member_deactivated: "Your company has turned off your access to Signet. Ask your company's admin if you think this is a mistake.",
  unknown_error: "An unexpected error occurred. Please try again.",
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export const AUTH_ERROR_CODES = Object.keys(AUTH_ERROR_MESSAGES) as AuthErrorCode[];

export function isAuthErrorCode(value: unknown): value is AuthErrorCode {
  return typeof value === "string" && Object.hasOwn(AUTH_ERROR_MESSAGES, value);
}

// Raw service messages, matched case-insensitively as substrings, in this order.
const MESSAGE_SUBSTRINGS: ReadonlyArray<readonly [string, AuthErrorCode]> = [
  ["invalid login credentials", "invalid_credentials"],
  ["email not confirmed", "email_not_confirmed"],
  ["weak password", "weak_password"],
  ["user already registered", "email_already_in_use"],
  ["too many requests", "too_many_requests"],
  ["network", "network_error"],
  ["failed to fetch", "network_error"], // Chrome's fetch TypeError
  ["load failed", "network_error"], // Safari's fetch TypeError
];

const BETTER_AUTH_CODES: Readonly<Record<string, AuthErrorCode>> = {
  INVALID_EMAIL_OR_PASSWORD: "invalid_credentials",
  USER_ALREADY_EXISTS: "email_already_in_use",
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: "email_already_in_use",
  PASSWORD_TOO_SHORT: "weak_password",
  PASSWORD_TOO_LONG: "weak_password",
  INVALID_TOKEN: "invalid_token",
  TOO_MANY_ATTEMPTS: "too_many_requests",
  TOO_MANY_REQUESTS: "too_many_requests",
  INVALID_OTP: "otp_invalid",
  OTP_EXPIRED: "otp_expired",
  EMAIL_NOT_VERIFIED: "email_not_confirmed",
};

const SHORT_MESSAGE_LIMIT = 200;

type ErrorFields = { code?: string; message?: string; reasons?: string[]; status?: unknown };

function fieldsOf(error: unknown): ErrorFields {
  if (typeof error === "string") return { message: error };
  if (typeof error !== "object" || error === null) return {};
  const e = error as Record<string, unknown>;
  const body = typeof e.body === "object" && e.body !== null ? (e.body as Record<string, unknown>) : {};
  const code = e.code ?? body.code;
  const message = e.message ?? body.message;
  return {
    code: typeof code === "string" ? code : undefined,
    message: typeof message === "string" ? message : undefined,
    reasons: Array.isArray(e.reasons) ? e.reasons.filter((r): r is string => typeof r === "string") : undefined,
    status: e.statusCode ?? e.status,
  };
}

/**
 * Server side: maps a better-auth error (APIError, `{ code, status }` or a code
 * string) to our code. Our own codes pass through; anything else is unknown_error.
 */
export function toAuthErrorCode(error: unknown): AuthErrorCode {
  const { code, status } = fieldsOf(typeof error === "string" ? { code: error } : error);
  if (isAuthErrorCode(code)) return code;
  const mapped = code ? BETTER_AUTH_CODES[code.toUpperCase()] : undefined;
  if (mapped) return mapped;
  if (status === 429 || status === "TOO_MANY_REQUESTS") return "too_many_requests";
  return "unknown_error";
}

function withReasons(code: AuthErrorCode, reasons: string[] | undefined): string {
  const message = AUTH_ERROR_MESSAGES[code];
  const list = (reasons ?? []).map((r) => r.trim().replace(/\.+$/, "")).filter(Boolean);
  if (code !== "weak_password" || list.length === 0) return message;
  return `${message} Reasons: ${list.join(", ")}.`;
}

/**
 * Client side: the sentence to show for any error. A known code wins (ours, then a
 * better-auth code or HTTP 429); then the raw message by substring; then a short
 * raw message as is; else unknown_error.
 */
export function getAuthErrorMessage(error: unknown): string {
  const { code, message, reasons } = fieldsOf(error);
  const own = isAuthErrorCode(code) ? code : isAuthErrorCode(message) ? message : undefined;
  if (own) return withReasons(own, reasons);
  const mapped = toAuthErrorCode(error);
  if (mapped !== "unknown_error") return withReasons(mapped, reasons);
  if (!message?.trim()) return AUTH_ERROR_MESSAGES.unknown_error;
  const lower = message.toLowerCase();
  const match = MESSAGE_SUBSTRINGS.find(([needle]) => lower.includes(needle));
  if (match) return withReasons(match[1], reasons);
  if (message.length < SHORT_MESSAGE_LIMIT && !message.includes("Error:")) return message;
  return AUTH_ERROR_MESSAGES.unknown_error;
}
