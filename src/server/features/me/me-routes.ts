import { requireUser } from "../../auth/guards";
import { createRoute, createRouter, errors, GUARD_ERRORS, json } from "../../lib/openapi";
import { MeSchema } from "../../../shared/me/me-responses";
import { getMe } from "./get-me";
import { platformSettingsOf } from "../config/platform-settings";

const me = createRoute({
  method: "get",
  path: "/",
  cache: "user",
  summary: "The signed-in user, their profile, membership and account",
  description:
    "The signed-in person as the web app loads them: user, profile, their membership (role) and company, and the support address. For a signed-in browser only; an API key acts for a company, not a person, and gets 403.",
  middleware: requireUser,
  responses: { 200: json(MeSchema, "The signed-in user"), ...errors(...GUARD_ERRORS.user) },
});

export const meRoutes = createRouter("me").openapi(me, async (c) => {
  const { db, config } = c.get("deps");
  const { userId, email, name } = c.get("caller");
  const { supportEmail } = await platformSettingsOf(db, config, ["supportEmail"]);
  return c.json(await getMe({ db, supportEmail }, { id: userId, email, name }), 200);
});
