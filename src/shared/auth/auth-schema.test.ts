// The zod schemas built from the field rules: exact messages on the right field paths.
import { describe, it, expect } from "vitest";
import { z } from "zod";
import { ChangePasswordSchema, ForgotPasswordSchema, OtpResetSchema, ResetPasswordSchema, SignUpSchema } from "./auth-schema";
import { SignInSchema } from "./sign-in-schema";
import { CompanyNameText, EmailField, NameField, NewPasswordField } from "../fields/fields";

function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  // The first message per field, as the server's 400 body and the forms show it.
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return fields;
}

const validSignUp = {
  email: "  Jane.Doe@Example.COM ",
  password: "Abcdefg1",
  confirmPassword: "Abcdefg1",
  first_name: " José ",
  last_name: "D’Angelo",
  company_name: "Acme & Co.",
  acceptTerms: true,
};

describe("SignInSchema", () => {
  it("trims and lowercases the email and strips unknown fields", () => {
    const result = SignInSchema.parse({ email: " A@B.CO ", password: " pw ", role: "super_admin" });
    expect(result).toEqual({ email: "a@b.co", password: " pw " });
  });

  it("reports missing fields with the form's messages and paths", () => {
    expect(issuesOf(SignInSchema, {})).toEqual({ email: "This field is required", password: "Password is required" });
    expect(issuesOf(SignInSchema, { email: "", password: "" })).toEqual({
      email: "This field is required",
      password: "Password is required",
    });
  });

  it("rejects a malformed email and an over-long password", () => {
    expect(issuesOf(SignInSchema, { email: "nope", password: "x".repeat(129) })).toEqual({
      email: "Please enter a valid email address (e.g., name@example.com)",
      password: "Password must be at most 128 characters long",
    });
  });

  it("uses zod's own message for a wrong type, not 'required'", () => {
    expect(issuesOf(SignInSchema, { email: 42, password: "x" }).email).toMatch(/expected string/);
  });
});

describe("SignUpSchema", () => {
  it("accepts a valid sign-up and normalises it", () => {
    expect(SignUpSchema.parse({ ...validSignUp, invitation_id: "inv_1", extra: true })).toEqual({
      ...validSignUp,
      email: "jane.doe@example.com",
      first_name: "José",
      invitation_id: "inv_1",
      // No zone sent: the new company counts in UTC.
      time_zone: "UTC",
    });
  });

  it("treats an empty or null company name or invitation id as absent", () => {
    expect(SignUpSchema.parse({ ...validSignUp, company_name: "  " }).company_name).toBeUndefined();
    expect(SignUpSchema.parse({ ...validSignUp, company_name: null }).company_name).toBeUndefined();
    expect(SignUpSchema.parse({ ...validSignUp, invitation_id: "" }).invitation_id).toBeUndefined();
    const { company_name: _omit, ...withoutCompany } = validSignUp;
    expect(SignUpSchema.safeParse(withoutCompany).success).toBe(true);
  });

  it("does not require confirmPassword but checks it when sent", () => {
    const { confirmPassword: _omit, ...withoutConfirm } = validSignUp;
    expect(SignUpSchema.safeParse(withoutConfirm).success).toBe(true);
    expect(issuesOf(SignUpSchema, { ...validSignUp, confirmPassword: "Abcdefg2" })).toEqual({
      confirmPassword: "Passwords do not match",
    });
  });

  it("requires acceptTerms to be exactly true", () => {
    const message = "You must accept the terms and conditions to continue";
    for (const acceptTerms of [false, undefined, "true", 1]) {
      expect(issuesOf(SignUpSchema, { ...validSignUp, acceptTerms })).toEqual({ acceptTerms: message });
    }
  });

  it("reports every bad field at once, each with its path", () => {
    const input = {
      email: "x".repeat(255),
      password: "abcdefgh",
      confirmPassword: "other",
      first_name: "",
      last_name: "R2D2",
      company_name: "Acme!",
      acceptTerms: true,
    };
    expect(issuesOf(SignUpSchema, input)).toEqual({
      email: "Email address is too long",
      password: "Password must contain at least one uppercase letter",
      confirmPassword: "Passwords do not match",
      first_name: "This field is required",
      last_name: "Name can only contain letters, spaces, hyphens, apostrophes and periods",
      company_name: "Company name contains invalid characters",
    });
  });

  it("rejects exactly what the field rules reject, with the same message", () => {
    const cases: Array<[keyof typeof validSignUp, string, z.ZodType]> = [
      ["email", "a@b", EmailField],
      ["password", "Abcdef1", NewPasswordField],
      ["first_name", "a".repeat(51), NameField],
      ["company_name", "a".repeat(101), CompanyNameText],
    ];
    for (const [field, value, rule] of cases) {
      const message = rule.safeParse(value).error?.issues[0]?.message;
      expect(message).toBeTruthy();
      expect(issuesOf(SignUpSchema, { ...validSignUp, [field]: value })[field]).toBe(message);
    }
  });
});

describe("ForgotPasswordSchema", () => {
  it("requires a valid email", () => {
    expect(ForgotPasswordSchema.parse({ email: " Me@X.io " })).toEqual({ email: "me@x.io" });
    expect(issuesOf(ForgotPasswordSchema, {})).toEqual({ email: "This field is required" });
  });
});

describe("OtpResetSchema", () => {
  const valid = { email: "me@x.io", code: "123456", newPassword: "Abcdefg1", confirmPassword: "Abcdefg1" };

  it("accepts a valid reset", () => {
    expect(OtpResetSchema.parse({ ...valid, code: " 123456 " })).toEqual(valid);
  });

  it("reports code, password and confirmation problems", () => {
    expect(issuesOf(OtpResetSchema, { ...valid, code: "12345", newPassword: "short", confirmPassword: "nope" })).toEqual({
      code: "OTP must be exactly 6 digits",
      newPassword: "Password must be at least 8 characters long",
      confirmPassword: "Passwords do not match",
    });
    expect(issuesOf(OtpResetSchema, {})).toEqual({
      email: "This field is required",
      code: "This field is required",
      newPassword: "This field is required",
    });
  });
});

describe("ResetPasswordSchema and ChangePasswordSchema", () => {
  it("require a token and a strong new password", () => {
    expect(ResetPasswordSchema.parse({ token: " t ", newPassword: "Abcdefg1" })).toEqual({
      token: "t",
      newPassword: "Abcdefg1",
    });
    expect(issuesOf(ResetPasswordSchema, { token: " ", newPassword: "ABCDEFG1" })).toEqual({
      token: "This field is required",
      newPassword: "Password must contain at least one lowercase letter",
    });
  });

  it("check the current password like sign-in and the new one like sign-up", () => {
    expect(ChangePasswordSchema.safeParse({ currentPassword: "old", newPassword: "Abcdefg1" }).success).toBe(true);
    expect(issuesOf(ChangePasswordSchema, { currentPassword: "", newPassword: "Abcdefgh" })).toEqual({
      currentPassword: "Password is required",
      newPassword: "Password must contain at least one number",
    });
  });
});

describe("limits as JSON Schema (what reaches the OpenAPI document)", () => {
  it("gives the sign-up fields their maxLength, minLength and pattern", () => {
    const json = z.toJSONSchema(SignUpSchema, { io: "input", unrepresentable: "any" }) as {
      properties: Record<string, { maxLength?: number; minLength?: number; pattern?: string; anyOf?: Array<{ maxLength?: number }> }>;
    };
    expect(json.properties.first_name).toMatchObject({ minLength: 1, maxLength: 50 });
    expect(json.properties.first_name?.pattern).toBeDefined();
    expect(json.properties.email).toMatchObject({ minLength: 1, maxLength: 254 });
    expect(json.properties.password).toMatchObject({ maxLength: 128 });
    const company = json.properties.company_name;
    expect(company?.maxLength ?? company?.anyOf?.find((option) => option.maxLength)?.maxLength).toBe(100);
  });
});
