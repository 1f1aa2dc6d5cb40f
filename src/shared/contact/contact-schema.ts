import { z } from "zod";
import { EmailField, requiredText } from "../fields/fields";

const required = (label: string, max: number) => requiredText().max(max, `${label} must be at most ${max} characters`);

export const ContactSchema = z.object({
  name: required("Name", 100),
  email: EmailField,
  subject: required("Subject", 150),
  message: required("Message", 5000).min(10, "Message must be at least 10 characters"),
});

export type Contact = z.infer<typeof ContactSchema>;
