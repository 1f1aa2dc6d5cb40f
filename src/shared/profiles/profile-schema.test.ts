import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { JobTitleText, LinkedinUrlText, normalizeLinkedinUrl, PhoneText, PROFILE_MESSAGES as M, ProfileSchema } from "./profile-schema";

// Each rule is a zod schema; these read its first message (what the form shows) or null.
const firstMessage = (schema: z.ZodType) => (value: string) => schema.safeParse(value).error?.issues[0]?.message ?? null;
const validateJobTitle = firstMessage(JobTitleText);
const validateLinkedinUrl = firstMessage(LinkedinUrlText);
const validatePhone = firstMessage(PhoneText);

describe("profile field rules", () => {
  it("phone: digits with + ( ) - . and spaces, at least five digits, at most 30 characters", () => {
    for (const ok of ["+1 415 555 0173", "(020) 7946-0000", "0044.20.7946.0000", ""]) expect(validatePhone(ok), ok).toBeNull();
    for (const bad of ["call me", "((--))", "+1 415 555 0173 ext 5", "1234", "1".repeat(31)])
      expect(validatePhone(bad), bad).toBe(M.phoneInvalid);
  });

  it("job title: at most 100 characters, no markup characters", () => {
    expect(validateJobTitle("VP, Sales & Marketing (EMEA)")).toBeNull();
    expect(validateJobTitle("<b>Boss</b>")).toBe(M.jobTitleInvalid);
    expect(validateJobTitle("x".repeat(101))).toBe(M.jobTitleTooLong);
  });

  it("LinkedIn: http(s) only, LinkedIn hosts only, scheme-less gets https://", () => {
    expect(normalizeLinkedinUrl("linkedin.com/in/ana")).toBe("https://linkedin.com/in/ana");
    expect(normalizeLinkedinUrl("www.linkedin.com:443/in/ana")).toBe("https://www.linkedin.com:443/in/ana");
    expect(normalizeLinkedinUrl("http://linkedin.com/in/ana")).toBe("http://linkedin.com/in/ana");
    for (const ok of ["https://www.linkedin.com/in/ana", "de.linkedin.com/in/ana", "lnkd.in/abc", ""])
      expect(validateLinkedinUrl(ok), ok).toBeNull();
    for (const bad of ["javascript:alert(1)", "mailto:ana@example.com", "ftp://linkedin.com/in/ana", "data:text/html,x"])
      expect(validateLinkedinUrl(bad), bad).toBe(M.linkedinScheme);
    for (const bad of [
      "https://example.com/in/ana",
      "https://linkedin.com.evil.example/in/ana",
      "https://user:pw@linkedin.com/in/x",
      "not a url at all",
    ]) {
      expect(validateLinkedinUrl(bad), bad).toBe(M.linkedinInvalid);
    }
  });

  it("the schema trims, turns blanks into null and normalizes the LinkedIn URL", () => {
    const parsed = ProfileSchema.parse({
      firstName: " Ana ",
      lastName: "Silva",
      jobTitle: " ",
      personalPhone: "",
      officeId: "",
      departmentId: null,
      linkedinUrl: " linkedin.com/in/ana ",
    });
    expect(parsed).toEqual({
      firstName: "Ana",
      lastName: "Silva",
      jobTitle: null,
      personalPhone: null,
      officeId: null,
      departmentId: null,
      linkedinUrl: "https://linkedin.com/in/ana",
    });
  });
});
