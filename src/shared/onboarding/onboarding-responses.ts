import { z } from "zod";
import { ACCOUNT_STATUSES } from "../permissions";

export const OnboardingResultSchema = z.object({
  account: z.object({ id: z.string(), name: z.string(), status: z.enum(ACCOUNT_STATUSES) }),
});
