// Public settings the signed-out pages need (the contact page shows the support address).
import { createRoute, createRouter, errors, json } from "../../lib/openapi";
import { PublicConfigSchema } from "../../../shared/config/config-responses";
import { platformSettingsOf } from "./platform-settings";

const config = createRoute({
  method: "get",
  path: "/",
  summary: "Public settings",
  description: "Settings the web app shows before anyone signs in: the support email address. Anyone may read it.",
  responses: { 200: json(PublicConfigSchema, "Public settings"), ...errors() },
});

export const configRoutes = createRouter("config").openapi(config, async (c) => {
  const { supportEmail } = await platformSettingsOf(c.get("deps").db, c.get("deps").config, ["supportEmail"]);
  return c.json({ supportEmail }, 200);
});
