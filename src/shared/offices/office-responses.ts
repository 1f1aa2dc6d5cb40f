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

/** The list also says how many members work at each office (deleting one asks first). */
export const OfficeListRowSchema = OfficeRowSchema.extend({ memberCount: z.number().int() });

export const OfficeListResponseSchema = z.object({ offices: z.array(OfficeListRowSchema) });
export const OfficeResponseSchema = z.object({ office: OfficeRowSchema });
export const OfficeDeletedResponseSchema = z.object({ clearedMembers: z.number().int() });
export type OfficeRow = z.infer<typeof OfficeRowSchema>;
export type OfficeListRow = z.infer<typeof OfficeListRowSchema>;
