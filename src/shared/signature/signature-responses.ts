import { z } from "zod";

export const EnsuredSignatureSchema = z.object({ id: z.string(), templateId: z.string(), lastCopiedAt: z.string().nullable() });
export const EnsureSignatureResponseSchema = z.object({ signature: EnsuredSignatureSchema });
export const SignatureDataSchema = z.object({ templateId: z.string(), html: z.string() });
export const SignatureCopiedSchema = z.object({ lastCopiedAt: z.string().nullable() });
export const SignatureQuerySchema = z.object({ template: z.string().max(200, "template is too long").optional() });
