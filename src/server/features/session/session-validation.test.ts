// Every rule of the auth forms (shared/auth/auth-schema.ts), checked on the server: it refuses exactly what the form
// refuses, with the same message on the same field.
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../test/test-app";
import { TEST_PASSWORD, uniqueEmail } from "../../test/factories";
import { MISSING_CREDENTIALS } from "./read-credentials";

const valid = () => ({
  email: uniqueEmail(),
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  first_name: "Ada",
  last_name: "Lovelace",
  company_name: "Analytical Engines",
  acceptTerms: true,
});

const signUpCases: Array<[string, Record<string, unknown>, string, string]> = [
  ["an email without a domain", { email: "ada@" }, "email", "Please enter a valid email address (e.g., name@example.com)"],
  ["an email over 254 characters", { email: `${"a".repeat(243)}@example.com` }, "email", "Email address is too long"],
  ["an empty email", { email: "" }, "email", "This field is required"],
  [
    "a password under 8 characters",
    { password: "Abc1", confirmPassword: "Abc1" },
    "password",
    "Password must be at least 8 characters long",
  ],
  [
    "a password without an uppercase letter",
    { password: "lowercase1", confirmPassword: "lowercase1" },
    "password",
    "Password must contain at least one uppercase letter",
  ],
  [
    "a password without a lowercase letter",
    { password: "UPPERCASE1", confirmPassword: "UPPERCASE1" },
    "password",
    "Password must contain at least one lowercase letter",
  ],
  [
    "a password without a number",
    { password: "NoNumbersHere", confirmPassword: "NoNumbersHere" },
    "password",
    "Password must contain at least one number",
  ],
  ["a confirmation that differs", { confirmPassword: "Test-password-2" }, "confirmPassword", "Passwords do not match"],
  ["a first name over 50 characters", { first_name: "A".repeat(51) }, "first_name", "Name must be less than 50 characters"],
  [
    "a last name with digits",
    { last_name: "L0velace" },
    "last_name",
    "Name can only contain letters, spaces, hyphens, apostrophes and periods",
  ],
  ["an empty first name", { first_name: " " }, "first_name", "This field is required"],
  [
    "a company name over 100 characters",
    { company_name: "A".repeat(101) },
    "company_name",
    "Company name must be less than 100 characters",
  ],
  ["a company name with invalid characters", { company_name: "Acme <script>" }, "company_name", "Company name contains invalid characters"],
  ["terms not accepted", { acceptTerms: false }, "acceptTerms", "You must accept the terms and conditions to continue"],
];

describeEachDatabase("auth validation on the server", (ctx) => {
  it.each(signUpCases)("sign-up refuses %s", async (_, change, field, message) => {
    const res = await ctx()
      .client()
      .post("/api/session/sign-up", { ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(res.json.error.code).toBe("invalid_input");
    expect(res.json.error.fields[field]).toBe(message);
  });

  it("sign-up accepts names with accents, hyphens, apostrophes and periods, and company punctuation", async () => {
    const res = await ctx()
      .client()
      .post("/api/session/sign-up", {
        ...valid(),
        first_name: "Zoë-Anne",
        last_name: "O'Brien Jr.",
        company_name: "Smith & Sons (EU), Ltd.",
      });
    expect(res.status).toBe(201);
  });

  it("accepts passwords of 64 characters and more", async () => {
    const password = `Aa1${"x".repeat(97)}`;
    const email = uniqueEmail();
    expect(
      (
        await ctx()
          .client()
          .post("/api/session/sign-up", { ...valid(), email, password, confirmPassword: password })
      ).status,
    ).toBe(201);
    expect((await ctx().client().post("/api/session/sign-in", { email, password })).status).toBe(200);
  });

  it("sign-in requires a password, with its own message", async () => {
    const res = await ctx().client().post("/api/session/sign-in", { email: uniqueEmail(), password: "" });
    expect(res.status).toBe(400);
    expect(res.json.error.fields.password).toBe("Password is required");
  });

  it("sign-in and sign-up without email and password get one message of their own", async () => {
    for (const path of ["/api/session/sign-in", "/api/session/sign-up"]) {
      const res = await ctx().client().post(path, {});
      expect(res.status).toBe(400);
      expect(res.json.error.message).toBe(MISSING_CREDENTIALS);
    }
  });

  it("the code reset checks the 6-digit code, the new password and the confirmation", async () => {
    const res = await ctx().client().post("/api/session/verify-otp-reset-password", {
      email: uniqueEmail(),
      code: "12345a",
      newPassword: "short",
      confirmPassword: "other",
    });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      code: "OTP must be exactly 6 digits",
      newPassword: "Password must be at least 8 characters long",
      confirmPassword: "Passwords do not match",
    });
  });

  it("send-otp requires a valid email", async () => {
    const missing = await ctx().client().post("/api/session/send-otp", {});
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields.email).toBe("This field is required");
    const invalid = await ctx().client().post("/api/session/send-otp", { email: "nope" });
    expect(invalid.json.error.fields.email).toBe("Please enter a valid email address (e.g., name@example.com)");
  });

  it("the link reset requires a token and a valid password", async () => {
    const res = await ctx().client().post("/api/session/reset-password", { token: "", newPassword: "alllower1" });
    expect(res.status).toBe(400);
    expect(res.json.error.fields).toMatchObject({
      token: "This field is required",
      newPassword: "Password must contain at least one uppercase letter",
    });
  });
});
