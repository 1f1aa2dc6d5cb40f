// /company-settings: the company's details, its logo rules and the danger zone. The name
// follows the company-name rules of sign-up, here required; website and employee
// count follow onboarding's rules.
import { z } from "zod";
import { CompanyNameText, FIELD_LIMITS, requiredText, text, VALIDATION_MESSAGES } from "../fields/fields";
import { EmployeeCountInput, normalizeWebsite, WebsiteText } from "../onboarding/onboarding-schema";
import { IMAGE_LIMITS } from "../limits";

export const CompanyDetailsSchema = z.object({
  name: requiredText().max(FIELD_LIMITS.companyName, VALIDATION_MESSAGES.companyTooLong).pipe(CompanyNameText),
  website: WebsiteText.nullish().transform((value) => (value ? normalizeWebsite(value) : null)),
  employeeCount: EmployeeCountInput.transform((value) =>
    value === null || value === undefined || String(value).trim() === "" ? null : Number(value),
  ),
});
export type CompanyDetails = z.infer<typeof CompanyDetailsSchema>;
export type CompanyDetailsInput = z.input<typeof CompanyDetailsSchema>;

export const DELETE_COMPANY_MESSAGE = "Type the company's name exactly as shown to confirm";

/** The danger zone: the exact name is compared on the server with the stored one. */
export const DeleteCompanySchema = z.object({
  confirmName: text(DELETE_COMPANY_MESSAGE).min(1, DELETE_COMPANY_MESSAGE).max(200, DELETE_COMPANY_MESSAGE),
});
export type DeleteCompany = z.infer<typeof DeleteCompanySchema>;
/**
 * The API document's example for a deletion: a name no other example gives a company, so a
 * client replaying the examples (rename, then delete) never deletes anything.
 */
export const DELETE_COMPANY_EXAMPLE_NAME = "The exact name of the company to delete";

/** Logos: checked by content on the server; the form checks size and type first. */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
/** Stored at most this wide: wide enough for any signature, small enough for every inbox. */
export const LOGO_MAX_WIDTH = 600;
export const LOGO_MIME_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp", "image/svg+xml"] as const;

export const LOGO_MESSAGES = {
  tooLarge: "Logo must be at most 5 MB",
  badType: "Logo must be a PNG, JPEG, GIF, WebP or SVG image",
  unreadable: "This image could not be read. Please choose another file.",
  tooManyPixels: `This image is too large in pixels (at most ${IMAGE_LIMITS.inputPixels / 1_000_000} megapixels)`,
  unsafeSvg:
    "SVG logos that embed pictures, use filters or scripts, or refer to other files can't be used. Export the logo as PNG and upload that.",
  missing: "Please choose a logo to upload",
} as const;
