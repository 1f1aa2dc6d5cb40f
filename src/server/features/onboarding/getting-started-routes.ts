// The admin's getting-started checklist on /signature: its state, and hiding it.
import { requireAdminSession } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { GettingStartedResponseSchema } from "../../../shared/onboarding/getting-started-responses";
import { getGettingStarted } from "./get-getting-started";
import { dismissGettingStarted } from "./dismiss-getting-started";

const state = createRoute({
  method: "get",
  path: "/",
  summary: "The account's setup steps and whether this admin hid the checklist (admins)",
  description:
    "The company's setup steps (logo, team, template, campaign, deployment), each done or not, read from the company's own data, and whether this admin hid the checklist. A signed-in admin's view in the web app: API keys can't call it.",
  middleware: requireAdminSession,
  responses: { 200: json(GettingStartedResponseSchema, "Setup steps, each done or not"), ...errors(...GUARD_ERRORS.member) },
});
const dismiss = createRoute({
  method: "post",
  path: "/dismissal",
  summary: "Hide the getting-started checklist for this admin (admins)",
  description:
    "Hides the getting-started checklist for the signed-in admin only; other admins still see it. A preference, not an admin action: nothing is written to the audit log. API keys can't call it.",
  middleware: requireAdminSession,
  responses: { 204: { description: "Hidden" }, ...errors(...GUARD_ERRORS.member) },
});

export const gettingStartedRoutes = createRouter("onboarding")
  .openapi(state, async (c) => c.json(await getGettingStarted(c.get("deps").db, c.get("caller")), 200))
  .openapi(dismiss, async (c) => {
    await dismissGettingStarted(c.get("deps").db, c.get("caller"));
    return c.body(null, 204);
  });
