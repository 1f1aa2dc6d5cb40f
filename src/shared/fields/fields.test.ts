import { describe, it, expect } from "vitest";
import type { z } from "zod";
import { FORM_MESSAGES, ResetLinkFormSchema, SignUpSchema } from "../auth/auth-schema";
import {
  CompanyNameText,
  EmailField,
  FIELD_LIMITS,
  NameField,
  NewPasswordField,
  OtpField,
  PASSWORD_RULES,
  passwordStrength,
  requiredText,
  SignInPasswordField,
} from "./fields";

// Each rule is a zod schema; these read its first message (what a form shows) or null.
const firstMessage = (schema: z.ZodType) => (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
};
const validateRequired = firstMessage(requiredText());
const validateEmail = firstMessage(EmailField);
const validateSignInPassword = firstMessage(SignInPasswordField);
const validatePassword = firstMessage(NewPasswordField);
const validateName = firstMessage(NameField);
const validateCompanyName = firstMessage(SignUpSchema.shape.company_name);
const validateOtp = firstMessage(OtpField);
const validateConfirmPassword = (newPassword: string, confirmPassword: string) => {
  const result = ResetLinkFormSchema.safeParse({ newPassword, confirmPassword });
  return result.error?.issues.find((issue) => issue.path[0] === "confirmPassword")?.message ?? null;
};

describe("CompanyNameText", () => {
  it("accepts an empty company name as typed (the field is optional)", () => {
    expect(CompanyNameText.safeParse("").success).toBe(true);
  });
});
const REQUIRED = "This field is required";

/** A syntactically valid address of exactly `length` characters. */
const emailOfLength = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

describe("FIELD_LIMITS and form-level messages", () => {
  it("are the product's field limits and banner texts", () => {
    const { email, name, companyName, passwordMin, passwordMax, otpLength } = FIELD_LIMITS;
    expect([email, name, companyName]).toEqual([254, 50, 100]);
    expect([passwordMin, passwordMax, otpLength]).toEqual([8, 128, 6]);
    expect(Object.keys(FIELD_LIMITS)).toHaveLength(6);
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

  it.each(["plainaddress", "name@", "@example.com", "name@example", "na me@example.com", "a@b@c.com", "name@exa mple.com"])(
    "rejects %j",
    (value) => expect(validateEmail(value)).toBe(invalid),
  );

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

  it.each(["José", "Zoë", "Łukasz", "Mary-Jane", "O'Brien", "D’Angelo", "J. R. R.", "Zoe\u0308", "李小龍", "Ана"])("accepts %j", (name) => {
    expect(validateName(name)).toBeNull();
  });

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

  it.each(["Acme Inc.", "Smith & Sons (UK), Ltd.", "O'Reilly Media", "Café 24-7", "Müller GmbH"])("accepts %j", (value) => {
    expect(validateCompanyName(value)).toBeNull();
  });

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
