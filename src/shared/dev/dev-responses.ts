import { z } from "zod";

export const OutboxEmailSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  htmlBody: z.string().nullable(),
  status: z.enum(["outbox", "sent", "failed"]),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const OutboxResponseSchema = z.object({ emails: z.array(OutboxEmailSchema) });
