import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireUser } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { OnboardingSchema } from "../../../shared/onboarding/onboarding-schema";
import { completeOnboarding } from "./complete-onboarding";

export const onboardingRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, OnboardingSchema);
  const { db, config } = c.get("deps");
  return c.json(await completeOnboarding(db, { userId: user.id }, input, { requireActivation: config.requireAccountActivation }), 201);
});
