import { z } from "zod";

/**
 * The admin's getting-started checklist on /signature, in the order shown.
 * The server decides each step from the account's data (get-getting-started.ts).
 */
export const GETTING_STARTED_STEPS = ["logo", "connect", "team", "template", "campaign", "deploy"] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const GettingStartedResponseSchema = z.object({
  /** This admin hid the checklist. */
  dismissed: z.boolean(),
  steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
});
export type GettingStarted = z.infer<typeof GettingStartedResponseSchema>;
