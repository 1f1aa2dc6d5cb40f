import { z } from "zod";

export const UserSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  os: z.string(),
  device: z.enum(["desktop", "mobile", "tablet"]),
  ipAddress: z.string().nullable(),
  createdAt: z.string(),
  lastActiveAt: z.string(),
  isCurrent: z.boolean(),
});
export const UserSessionsResponseSchema = z.object({ sessions: z.array(UserSessionSchema) });
export type UserSession = z.infer<typeof UserSessionSchema>;
