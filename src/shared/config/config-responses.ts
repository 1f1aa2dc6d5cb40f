import { z } from "zod";

export const PublicConfigSchema = z.object({ supportEmail: z.string() });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
