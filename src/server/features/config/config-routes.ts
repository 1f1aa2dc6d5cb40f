// Public settings the signed-out pages need (the contact page shows the support address).
import { Hono } from "hono";
import type { AppEnv } from "../../context";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => c.json({ supportEmail: c.get("deps").config.supportEmail }));
