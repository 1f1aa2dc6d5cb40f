import { z } from "zod";
import { validateEmail } from "../auth/validation";

const required = (label: string, max: number) =>
  z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(max, `${label} must be at most ${max} characters`);

export const ContactSchema = z.object({
  name: required("Name", 100),
  email: z
    .string({ error: "This field is required" })
    .trim()
    .superRefine((value, ctx) => {
      const message = validateEmail(value);
      if (message) ctx.addIssue({ code: "custom", message });
    })
    .transform((v) => v.toLowerCase()),
  subject: required("Subject", 150),
  message: required("Message", 5000).refine((v) => v.length >= 10, "Message must be at least 10 characters"),
});

export type Contact = z.infer<typeof ContactSchema>;
