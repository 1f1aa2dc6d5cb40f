import { describe, expect, it } from "vitest";
import { authUrl, readAuthParams, targetAfterAuth } from "./auth-mode";

const read = (query: string) => readAuthParams(new URLSearchParams(query));

describe("readAuthParams", () => {
  it("starts in sign-in mode", () => {
    expect(read("")).toEqual({ mode: "signin", invitationId: null, email: "", token: null });
  });

  it("reads signup=true, mode=forgot-password and the email to prefill", () => {
    expect(read("signup=true").mode).toBe("signup");
    expect(read("signup=false").mode).toBe("signin");
    expect(read("mode=forgot-password&email=a%40b.co")).toMatchObject({ mode: "forgot-password", email: "a@b.co" });
    expect(read("mode=otp-reset&email=a%40b.co")).toMatchObject({ mode: "otp-reset", email: "a@b.co" });
  });

  it("lets an invitation force sign-up", () => {
    expect(read("invitation=abc&mode=forgot-password&email=x%40y.io")).toEqual({
      mode: "signup",
      invitationId: "abc",
      email: "x@y.io",
      token: null,
    });
  });

  it("opens the reset link only with its token", () => {
    expect(read("mode=reset-password&token=t0k")).toMatchObject({ mode: "reset-password", token: "t0k" });
    expect(read("mode=reset-password").mode).toBe("forgot-password");
    expect(read("access_token=a1&refresh_token=r1&type=recovery")).toMatchObject({ mode: "reset-password", token: "a1" });
    expect(read("access_token=a1&type=signup").mode).toBe("signin");
  });
});

describe("authUrl", () => {
  it("builds each mode's URL", () => {
    expect(authUrl("signin")).toBe("/auth");
    expect(authUrl("signup")).toBe("/auth?signup=true");
    expect(authUrl("forgot-password", "a@b.co")).toBe("/auth?mode=forgot-password&email=a%40b.co");
    expect(authUrl("otp-reset", "a@b.co")).toBe("/auth?mode=otp-reset&email=a%40b.co");
  });
});

describe("targetAfterAuth", () => {
  it("returns the page the guard remembered, else /signature", () => {
    expect(targetAfterAuth({ from: "/profile?tab=photo" })).toBe("/profile?tab=photo");
    expect(targetAfterAuth(null)).toBe("/signature");
    expect(targetAfterAuth({ from: "//evil.example" })).toBe("/signature");
    expect(targetAfterAuth({ from: "https://evil.example" })).toBe("/signature");
    expect(targetAfterAuth({ from: "/auth?signup=true" })).toBe("/signature");
  });
});
