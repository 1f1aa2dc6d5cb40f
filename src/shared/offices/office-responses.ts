// What the offices routes answer.
import { z } from "zod";

export const OfficeRowSchema = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  locationName: z.string(),
  address: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const OfficeListResponseSchema = z.object({ offices: z.array(OfficeRowSchema) });
export const OfficeResponseSchema = z.object({ office: OfficeRowSchema });
export type OfficeRow = z.infer<typeof OfficeRowSchema>;
