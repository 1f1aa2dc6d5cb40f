import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { OnboardingSchema } from "../../../shared/onboarding/onboarding-schema";
import { OnboardingResultSchema } from "../../../shared/onboarding/onboarding-responses";
import { completeOnboarding } from "./complete-onboarding";
import { platformSettingsOf } from "../config/platform-settings";

const onboard = createRoute({
  method: "post",
  path: "/",
  tags: ["Onboarding"],
  summary: "Create the company and its first office; the caller becomes its admin",
  middleware: requireUser,
  request: jsonBody(OnboardingSchema),
  responses: { 201: json(OnboardingResultSchema, "The new account"), ...errors(...GUARD_ERRORS.user, 409, 415) },
  "x-multiline": ["office.address"],
});

export const onboardingRoutes = createRouter().openapi(onboard, async (c) => {
  const { db, config } = c.var.deps;
  const { requireAccountActivation } = await platformSettingsOf(db, config, ["requireAccountActivation"]);
  return c.json(
    await completeOnboarding({ db, requireActivation: requireAccountActivation }, { userId: c.var.caller.userId }, c.req.valid("json")),
    201,
  );
});
