// What the company routes answer: the account as /api/me shows it.
import { z } from "zod";
import { AccountViewSchema } from "../me/me-responses";

export const CompanyResponseSchema = z.object({ account: AccountViewSchema });
export type CompanyView = z.infer<typeof AccountViewSchema>;
