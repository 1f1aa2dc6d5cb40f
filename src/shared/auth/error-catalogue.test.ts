import { describe, it, expect } from "vitest";
import { AUTH_ERROR_CODES, AUTH_ERROR_MESSAGES, getAuthErrorMessage, isAuthErrorCode, toAuthErrorCode } from "./error-catalogue";

const M = AUTH_ERROR_MESSAGES;

describe("AUTH_ERROR_MESSAGES", () => {
  it("has a sentence for every auth error code", () => {
    expect([...AUTH_ERROR_CODES].sort()).toEqual(
      [
        "invalid_credentials",
        "email_not_confirmed",
        "user_not_found",
        "email_not_found",
        "weak_password",
        "email_already_in_use",
        "signup_disabled",
        "too_many_requests",
        "reset_password_disabled",
        "invalid_token",
        "same_password",
        "otp_expired",
        "otp_invalid",
        "otp_not_found",
        "otp_already_used",
        "network_error",
        "server_error",
        "timeout",
        "service_unavailable",
        "invalid_email",
        "missing_email",
        "missing_password",
        "password_mismatch",
        "terms_not_accepted",
        "unauthorized",
        "forbidden",
        "account_locked",
        "member_deactivated",
        "unknown_error",
      ].sort(),
    );
    for (const code of AUTH_ERROR_CODES) expect(M[code]).toMatch(/^[A-Z].{10,}\.$/);
  });

  it("uses the exact product wording for wrong credentials, too many attempts and unknown errors", () => {
    expect(M.invalid_credentials).toBe("The email or password you entered is incorrect. Please try again.");
    expect(M.too_many_requests).toBe("Too many attempts. Please wait a few minutes before trying again.");
    expect(M.unknown_error).toBe("An unexpected error occurred. Please try again.");
  });

  it("recognises only its own codes", () => {
    expect(isAuthErrorCode("otp_expired")).toBe(true);
    expect(isAuthErrorCode("OTP_EXPIRED")).toBe(false);
    expect(isAuthErrorCode("toString")).toBe(false);
    expect(isAuthErrorCode(undefined)).toBe(false);
  });
});

describe("getAuthErrorMessage", () => {
  it("prefers a known code over the raw message", () => {
    expect(getAuthErrorMessage({ code: "otp_expired", message: "whatever" })).toBe(M.otp_expired);
    expect(getAuthErrorMessage({ code: "unknown_error", message: "Something specific" })).toBe(M.unknown_error);
    expect(getAuthErrorMessage("email_already_in_use")).toBe(M.email_already_in_use);
  });

  it("appends the reasons to weak_password only", () => {
    expect(getAuthErrorMessage({ code: "weak_password", reasons: ["Too short.", "Found in a data breach"] })).toBe(
      `${M.weak_password} Reasons: Too short, Found in a data breach.`,
    );
    expect(getAuthErrorMessage({ code: "weak_password", reasons: [] })).toBe(M.weak_password);
    expect(getAuthErrorMessage({ code: "otp_invalid", reasons: ["x"] })).toBe(M.otp_invalid);
  });

  it("understands better-auth codes and HTTP 429 from the client", () => {
    expect(getAuthErrorMessage({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" })).toBe(M.invalid_credentials);
    expect(getAuthErrorMessage({ status: 429, message: "Slow down please" })).toBe(M.too_many_requests);
  });

  it.each([
    ["Invalid login credentials", M.invalid_credentials],
    ["AuthApiError: INVALID LOGIN CREDENTIALS", M.invalid_credentials],
    ["Email not confirmed", M.email_not_confirmed],
    ["Weak password: too short", M.weak_password],
    ["User already registered", M.email_already_in_use],
    ["Too many requests. Please try again later.", M.too_many_requests],
    ["NetworkError when attempting to fetch resource.", M.network_error],
    ["network request failed", M.network_error],
    ["Failed to fetch", M.network_error],
    ["Load failed", M.network_error],
  ])("maps the raw message %j by substring", (message, expected) => {
    expect(getAuthErrorMessage({ message })).toBe(expected);
    expect(getAuthErrorMessage(message)).toBe(expected);
  });

  it("reads messages from Error objects and better-auth API error bodies", () => {
    expect(getAuthErrorMessage(new TypeError("Failed to fetch"))).toBe(M.network_error);
    expect(getAuthErrorMessage({ body: { code: "OTP_EXPIRED", message: "OTP expired" } })).toBe(M.otp_expired);
  });

  it("shows a short unrecognised message as is", () => {
    expect(getAuthErrorMessage({ message: "Your invitation was revoked" })).toBe("Your invitation was revoked");
    expect(getAuthErrorMessage("x".repeat(199))).toBe("x".repeat(199));
  });

  it("falls back to unknown_error for long, technical or missing messages", () => {
    expect(getAuthErrorMessage("x".repeat(200))).toBe(M.unknown_error);
    expect(getAuthErrorMessage({ message: "TypeError: cannot read properties of undefined" })).toBe(M.unknown_error);
    expect(getAuthErrorMessage({ message: "   " })).toBe(M.unknown_error);
    expect(getAuthErrorMessage({ code: "SOMETHING_NEW" })).toBe(M.unknown_error);
    for (const value of [undefined, null, 42, {}, []]) expect(getAuthErrorMessage(value)).toBe(M.unknown_error);
  });
});

describe("toAuthErrorCode", () => {
  it.each([
    ["INVALID_EMAIL_OR_PASSWORD", "invalid_credentials"],
    ["USER_ALREADY_EXISTS", "email_already_in_use"],
    ["USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL", "email_already_in_use"],
    ["PASSWORD_TOO_SHORT", "weak_password"],
    ["PASSWORD_TOO_LONG", "weak_password"],
    ["INVALID_TOKEN", "invalid_token"],
    ["TOO_MANY_ATTEMPTS", "too_many_requests"],
    ["INVALID_OTP", "otp_invalid"],
    ["OTP_EXPIRED", "otp_expired"],
    ["EMAIL_NOT_VERIFIED", "email_not_confirmed"],
    ["FAILED_TO_CREATE_USER", "unknown_error"],
  ])("maps %s to %s", (code, expected) => {
    expect(toAuthErrorCode({ code })).toBe(expected);
    expect(toAuthErrorCode(code)).toBe(expected);
  });

  it("reads the code from a better-auth APIError body", () => {
    const apiError = Object.assign(new Error("Invalid OTP"), {
      status: "BAD_REQUEST",
      statusCode: 400,
      body: { code: "INVALID_OTP" },
    });
    expect(toAuthErrorCode(apiError)).toBe("otp_invalid");
  });

  it("maps HTTP 429 to too_many_requests whatever the code", () => {
    expect(toAuthErrorCode({ status: 429 })).toBe("too_many_requests");
    expect(toAuthErrorCode({ statusCode: 429, status: "TOO_MANY_REQUESTS" })).toBe("too_many_requests");
    expect(toAuthErrorCode({ status: "TOO_MANY_REQUESTS", statusCode: 429, body: { code: "RATE_LIMITED" } })).toBe("too_many_requests");
  });

  it("passes our own codes through and maps everything else to unknown_error", () => {
    expect(toAuthErrorCode({ code: "same_password" })).toBe("same_password");
    expect(toAuthErrorCode({ status: 500 })).toBe("unknown_error");
    for (const value of [undefined, null, "", 0, new Error("boom")]) expect(toAuthErrorCode(value)).toBe("unknown_error");
  });
});
