// Public settings the signed-out pages need (the contact page shows the support address).
import { createRoute } from "@hono/zod-openapi";
import { createRouter, errors, json } from "../../lib/openapi";
import { PublicConfigSchema } from "../../../shared/config/config-responses";
import { platformSettingsOf } from "./platform-settings";

const config = createRoute({
  method: "get",
  path: "/",
  tags: ["Config"],
  summary: "Public settings",
  responses: { 200: json(PublicConfigSchema, "Public settings"), ...errors() },
});

export const configRoutes = createRouter().openapi(config, async (c) => {
  const { supportEmail } = await platformSettingsOf(c.var.deps.db, c.var.deps.config, ["supportEmail"]);
  return c.json({ supportEmail }, 200);
});
