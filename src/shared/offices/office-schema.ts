import { z } from "zod";
import { PhoneText } from "../profiles/profile-schema";
import { requiredText, text } from "../fields/fields";

const optionalText = (label: string, max: number) =>
  text()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

// An office's phone follows the same rule as a member's phone.
export const OfficeSchema = z.object({
  locationName: requiredText().max(100, "Office name must be at most 100 characters"),
  address: optionalText("Address", 300),
  phoneNumber: text()
    .trim()
    .max(30, "Phone number must be at most 30 characters")
    .pipe(PhoneText)
    .nullish()
    .transform((v) => (v ? v : null)),
});

export type Office = z.infer<typeof OfficeSchema>;
