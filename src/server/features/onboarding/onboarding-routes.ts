import { requireUser } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { OnboardingSchema } from "../../../shared/onboarding/onboarding-schema";
import { OnboardingResultSchema } from "../../../shared/onboarding/onboarding-responses";
import { completeOnboarding } from "./complete-onboarding";
import { platformSettingsOf } from "../config/platform-settings";

const onboard = createRoute({
  method: "post",
  path: "/",
  summary: "Create the company and its first office; the caller becomes its admin",
  description:
    "For a signed-in user without a company: creates the company with its first office, makes the user its admin, copies a gallery template in as the company's default and makes the user's signature. Browser only.",
  middleware: requireUser,
  request: jsonBody(OnboardingSchema, {
    companyName: "Analytical Engines Ltd",
    website: "https://example.com",
    employeeCount: 25,
    office: { locationName: "London", address: "12 Marylebone Road\nLondon NW1", phoneNumber: "+44 20 7946 0958" },
    timeZone: "Europe/London",
  }),
  responses: { 201: json(OnboardingResultSchema, "The new account"), ...errors(...GUARD_ERRORS.user, 409, 415) },
  "x-multiline": ["office.address"],
});

export const onboardingRoutes = createRouter("onboarding").openapi(onboard, async (c) => {
  const { db, config } = c.get("deps");
  const { requireAccountActivation } = await platformSettingsOf(db, config, ["requireAccountActivation"]);
  return c.json(
    await completeOnboarding({ db, requireActivation: requireAccountActivation }, { userId: c.get("caller").userId }, c.req.valid("json")),
    201,
  );
});
