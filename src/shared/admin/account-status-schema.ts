import { z } from "zod";

export const SuspendAccountSchema = z.object({
  reason: z
    .string({ error: "This field is required" })
    .trim()
    .min(1, "This field is required")
    .max(500, "Reason must be at most 500 characters"),
});

export type SuspendAccount = z.infer<typeof SuspendAccountSchema>;
