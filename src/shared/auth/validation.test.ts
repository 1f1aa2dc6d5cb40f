import { describe, it, expect } from "vitest";
import type { z } from "zod";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  OtpResetSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  FIELD_LIMITS,
  FORM_MESSAGES,
  PASSWORD_RULES,
  passwordStrength,
  validateCompanyName,
  validateConfirmPassword,
  validateEmail,
  validateName,
  validateOtp,
  validatePassword,
  validateRequired,
  validateSignInPassword,
} from "./validation";

const REQUIRED = "This field is required";

/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("FIELD_LIMITS and form-level messages", () => {
  it("match the spec", () => {
    expect(FIELD_LIMITS).toEqual({
      email: 254,
      name: 50,
      companyName: 100,
      passwordMin: 8,
      passwordMax: 128,
      otpLength: 6,
    });
    expect(FORM_MESSAGES).toEqual({
      termsNotAccepted: "You must accept the terms and conditions to continue",
      namesRequired: "Please enter your first and last name",
      emailRequired: "Please enter your email address",
      allFieldsRequired: "Please fill in all required fields",
    });
  });
});

describe("validateRequired", () => {
  it("rejects empty, blank and missing values", () => {
    for (const value of ["", "   ", null, undefined]) expect(validateRequired(value)).toBe(REQUIRED);
    expect(validateRequired("x")).toBeNull();
  });
});

describe("validateEmail", () => {
  const invalid = "Please enter a valid email address (e.g., name@example.com)";

  it("requires a value", () => {
    expect(validateEmail("")).toBe(REQUIRED);
    expect(validateEmail("  ")).toBe(REQUIRED);
    expect(validateEmail(undefined)).toBe(REQUIRED);
  });

  it("accepts simple addresses, ignoring surrounding spaces", () => {
    expect(validateEmail("name@example.com")).toBeNull();
    expect(validateEmail("  First.Last+tag@sub.example.co.uk ")).toBeNull();
  });

  it.each([
    "plainaddress",
    "name@",
    "@example.com",
    "name@example",
    "na me@example.com",
    "a@b@c.com",
    "name@exa mple.com",
  ])("rejects %j", (value) => expect(validateEmail(value)).toBe(invalid));

  it("allows 254 characters and rejects 255", () => {
    expect(emailOfLength(254)).toHaveLength(254);
    expect(validateEmail(emailOfLength(254))).toBeNull();
    expect(validateEmail(emailOfLength(255))).toBe("Email address is too long");
  });

  it("checks length before the pattern, so huge inputs never reach the regex", () => {
    expect(validateEmail("x".repeat(10_000))).toBe("Email address is too long");
  });
});

describe("validateSignInPassword", () => {
  it("only requires a value (no strength rules on sign-in)", () => {
    expect(validateSignInPassword("")).toBe("Password is required");
    expect(validateSignInPassword(undefined)).toBe("Password is required");
    expect(validateSignInPassword("a")).toBeNull();
    expect(validateSignInPassword("   ")).toBeNull();
  });

  it("caps the length at 128 so hashing cannot be abused", () => {
    expect(validateSignInPassword("a".repeat(128))).toBeNull();
    expect(validateSignInPassword("a".repeat(129))).toBe("Password must be at most 128 characters long");
  });
});

describe("validatePassword", () => {
  it("requires a value", () => {
    expect(validatePassword("")).toBe(REQUIRED);
    expect(validatePassword(null)).toBe(REQUIRED);
  });

  it("enforces 8 characters: 7 fails, 8 passes", () => {
    expect(validatePassword("Abcdef1")).toBe("Password must be at least 8 characters long");
    expect(validatePassword("Abcdefg1")).toBeNull();
  });

  it("reports each missing character class with its own message", () => {
    expect(validatePassword("abcdefg1")).toBe("Password must contain at least one uppercase letter");
    expect(validatePassword("ABCDEFG1")).toBe("Password must contain at least one lowercase letter");
    expect(validatePassword("Abcdefgh")).toBe("Password must contain at least one number");
  });

  it("counts non-ASCII letters as upper or lower case", () => {
    expect(validatePassword("ÉCOLE2024ü")).toBeNull();
  });

  it("allows 128 characters and rejects 129", () => {
    const base = "Aa1";
    expect(validatePassword(base + "x".repeat(125))).toBeNull();
    expect(validatePassword(base + "x".repeat(126))).toBe("Password must be at most 128 characters long");
  });
});

describe("PASSWORD_RULES and passwordStrength", () => {
  it("lists the four checklist rules in order with labels and messages", () => {
    expect(PASSWORD_RULES.map((r) => [r.id, r.label, r.message])).toEqual([
      ["minLength", "At least 8 characters", "Password must be at least 8 characters long"],
      ["uppercase", "One uppercase letter", "Password must contain at least one uppercase letter"],
      ["lowercase", "One lowercase letter", "Password must contain at least one lowercase letter"],
      ["number", "One number", "Password must contain at least one number"],
    ]);
  });

  it("is weak when the password is empty or missing", () => {
    expect(passwordStrength("")).toEqual({
      strength: "weak",
      failed: ["minLength", "uppercase", "lowercase", "number"],
      passed: [],
    });
    expect(passwordStrength(undefined).strength).toBe("weak");
  });

  it("is weak at exactly 3 failed rules", () => {
    expect(passwordStrength("abc")).toEqual({
      strength: "weak",
      failed: ["minLength", "uppercase", "number"],
      passed: ["lowercase"],
    });
  });

  it("is medium at 2 and at 1 failed rule", () => {
    expect(passwordStrength("abcdefgh")).toMatchObject({ strength: "medium", failed: ["uppercase", "number"] });
    expect(passwordStrength("Abcdefgh")).toEqual({
      strength: "medium",
      failed: ["number"],
      passed: ["minLength", "uppercase", "lowercase"],
    });
  });

  it("is strong when every rule passes", () => {
    expect(passwordStrength("Abcdefg1")).toEqual({
      strength: "strong",
      failed: [],
      passed: ["minLength", "uppercase", "lowercase", "number"],
    });
  });
});

describe("validateConfirmPassword", () => {
  it("requires a value and an exact match", () => {
    expect(validateConfirmPassword("Abcdefg1", "")).toBe(REQUIRED);
    expect(validateConfirmPassword("Abcdefg1", "abcdefg1")).toBe("Passwords do not match");
    expect(validateConfirmPassword("Abcdefg1", "Abcdefg1 ")).toBe("Passwords do not match");
    expect(validateConfirmPassword("Abcdefg1", "Abcdefg1")).toBeNull();
  });
});

describe("validateName", () => {
  const invalid = "Name can only contain letters, spaces, hyphens, apostrophes and periods";

  it("requires a value", () => {
    expect(validateName("")).toBe(REQUIRED);
    expect(validateName("   ")).toBe(REQUIRED);
  });

  it.each(["José", "Zoë", "Łukasz", "Mary-Jane", "O'Brien", "D’Angelo", "J. R. R.", "Zoe\u0308", "李小龍", "Ана"])(
    "accepts %j",
    (name) => {
      expect(validateName(name)).toBeNull();
    },
  );

  it.each(["R2D2", "Ann_Lee", "Bob!", "<script>", "Ann\tLee", "Jo😀"])("rejects %j", (name) => {
    expect(validateName(name)).toBe(invalid);
  });

  it("allows 50 characters and rejects 51 (trimmed, counted in code points)", () => {
    expect(validateName("a".repeat(50))).toBeNull();
    expect(validateName(` ${"a".repeat(50)} `)).toBeNull();
    expect(validateName("a".repeat(51))).toBe("Name must be less than 50 characters");
    expect(validateName("é".repeat(50))).toBeNull();
  });
});

describe("validateCompanyName", () => {
  it("is optional", () => {
    for (const value of ["", "  ", null, undefined]) expect(validateCompanyName(value)).toBeNull();
  });

  it.each(["Acme Inc.", "Smith & Sons (UK), Ltd.", "O'Reilly Media", "Café 24-7", "Müller GmbH"])(
    "accepts %j",
    (value) => {
      expect(validateCompanyName(value)).toBeNull();
    },
  );

  it.each(["Acme!", "Acme/Co", "a@b", "Acme <b>", "50% Off"])("rejects %j", (value) => {
    expect(validateCompanyName(value)).toBe("Company name contains invalid characters");
  });

  it("allows 100 characters and rejects 101", () => {
    expect(validateCompanyName("a".repeat(100))).toBeNull();
    expect(validateCompanyName("a".repeat(101))).toBe("Company name must be less than 100 characters");
  });
});

describe("validateOtp", () => {
  it("requires exactly 6 digits", () => {
    expect(validateOtp("")).toBe(REQUIRED);
    expect(validateOtp("123456")).toBeNull();
    expect(validateOtp(" 123456 ")).toBeNull();
    for (const code of ["12345", "1234567", "12345a", "12 345", "١٢٣٤٥٦"]) {
      expect(validateOtp(code)).toBe("OTP must be exactly 6 digits");
    }
  });
});

// --- schemas ---

/** path -> message of every issue, as the form would show them. */
function issuesOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
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

  it("rejects exactly what the field validators reject, with the same message", () => {
    const cases: Array<[keyof typeof validSignUp, string, (v: string) => string | null]> = [
      ["email", "a@b", validateEmail],
      ["password", "Abcdef1", validatePassword],
      ["first_name", "a".repeat(51), validateName],
      ["company_name", "a".repeat(101), validateCompanyName],
    ];
    for (const [field, value, validate] of cases) {
      expect(issuesOf(SignUpSchema, { ...validSignUp, [field]: value })[field]).toBe(validate(value));
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
    expect(
      issuesOf(OtpResetSchema, { ...valid, code: "12345", newPassword: "short", confirmPassword: "nope" }),
    ).toEqual({
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
