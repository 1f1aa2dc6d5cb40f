// The admin's getting-started checklist on /signature: its state, and hiding it.
import { createRoute } from "@hono/zod-openapi";
import { requireAdmin } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { GettingStartedResponseSchema } from "../../../shared/onboarding/getting-started-responses";
import { getGettingStarted } from "./get-getting-started";
import { dismissGettingStarted } from "./dismiss-getting-started";

const tags = ["Onboarding"];

const state = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The account's setup steps and whether this admin hid the checklist (admins)",
  middleware: requireAdmin,
  responses: { 200: json(GettingStartedResponseSchema, "Setup steps, each done or not"), ...errors(...GUARD_ERRORS.member) },
});
const dismiss = createRoute({
  method: "post",
  path: "/dismissal",
  tags,
  summary: "Hide the getting-started checklist for this admin (admins)",
  middleware: requireAdmin,
  responses: { 204: { description: "Hidden" }, ...errors(...GUARD_ERRORS.member) },
});

export const gettingStartedRoutes = createRouter()
  .openapi(state, async (c) => c.json(await getGettingStarted(c.var.deps.db, c.var.caller), 200))
  .openapi(dismiss, async (c) => {
    await dismissGettingStarted(c.var.deps.db, c.var.caller);
    return c.body(null, 204);
  });
