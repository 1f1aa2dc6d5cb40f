import { z } from "zod";
import { validatePhone } from "../profiles/profile-schema";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

// An office's phone follows the same rule as a member's phone.
export const OfficeSchema = z.object({
  locationName: z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(100, "Office name must be at most 100 characters"),
  address: optionalText("Address", 300),
  phoneNumber: optionalText("Phone number", 30).superRefine((value, ctx) => {
    const message = validatePhone(value);
    if (message) ctx.addIssue({ code: "custom", message });
  }),
});

export type Office = z.infer<typeof OfficeSchema>;
