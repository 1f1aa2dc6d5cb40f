import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/guards";
import { createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { MeSchema } from "../../../shared/me/me-responses";
import { getMe } from "./get-me";
import { platformSettingsOf } from "../config/platform-settings";

const me = createRoute({
  method: "get",
  path: "/",
  cache: "user",
  tags: ["Session"],
  summary: "The signed-in user, their profile, membership and account",
  middleware: requireUser,
  responses: { 200: json(MeSchema, "The signed-in user"), ...errors(...GUARD_ERRORS.user) },
});

export const meRoutes = createRouter().openapi(me, async (c) => {
  const { db, config } = c.var.deps;
  const { userId, email, name } = c.var.caller;
  const { supportEmail } = await platformSettingsOf(db, config, ["supportEmail"]);
  return c.json(await getMe({ db, supportEmail }, { id: userId, email, name }), 200);
});
