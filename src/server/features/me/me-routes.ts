import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireUser } from "../../auth/guards";
import { getMe } from "./get-me";

export const meRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const user = requireUser(c);
  const { db, config } = c.get("deps");
  return c.json(await getMe(db, user, config.supportEmail));
});
