import { z } from "zod";

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const PHONE_PATTERN = /^\+?[0-9 ().-]{5,30}$/;

export const OfficeSchema = z.object({
  locationName: z.string({ error: "This field is required" }).trim().min(1, "This field is required").max(100, "Office name must be at most 100 characters"),
  address: optionalText("Address", 300),
  phoneNumber: optionalText("Phone number", 30).refine((v) => !v || PHONE_PATTERN.test(v), "Please enter a valid phone number (digits, spaces, + ( ) - .)"),
});

export type Office = z.infer<typeof OfficeSchema>;
