// The member's profile as the API answers it (GET /api/profile, /api/me).
import { z } from "zod";
import { DirectoryLinkSchema } from "../integrations/integration-responses";

export const ProfileViewSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  jobTitle: z.string().nullable(),
  personalPhone: z.string().nullable(),
  officeId: z.string().nullable(),
  departmentId: z.string().nullable(),
  linkedinUrl: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
/** `directory`: the directory that manages this member (its fields are read-only), or null. */
export const ProfileResponseSchema = z.object({ profile: ProfileViewSchema, directory: DirectoryLinkSchema.nullable() });
export type ProfileView = z.infer<typeof ProfileViewSchema>;
