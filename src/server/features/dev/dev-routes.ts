// Development-only: the emails the app would have sent. Not mounted in production.
import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { findOutbox } from "./find-outbox";

export const devRoutes = new Hono<AppEnv>().get("/outbox", async (c) => c.json({ emails: await findOutbox(c.get("deps").db) }));
