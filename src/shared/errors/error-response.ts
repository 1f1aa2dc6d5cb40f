// The body of every 4xx and 5xx answer of the API: { error: { code, message, fields? } }.
import { z } from "zod";

export const ApiErrorSchema = z.object({
  error: z.object({
    code: z.string().meta({ description: "Machine-readable reason, e.g. invalid_input, not_found" }),
    message: z.string().meta({ description: "What to tell the user" }),
    fields: z.record(z.string(), z.string()).optional().meta({ description: "Message per invalid field" }),
  }),
});

export type ApiErrorBody = z.infer<typeof ApiErrorSchema>;

export const OkSchema = z.object({ ok: z.literal(true) });
