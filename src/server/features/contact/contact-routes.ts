import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { readJson } from "../../lib/validate";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { ContactSchema } from "../../../shared/contact/contact-schema";
import { createContactMessage } from "./create-contact-message";

export const contactRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = await readJson(c, ContactSchema);
  await enforceRateLimits(c, [[RATE_LIMITS.contactPerIp, requestIp(c)]]);
  const { db, mailer, config } = c.get("deps");
  const row = await createContactMessage({ db, mailer, supportEmail: config.supportEmail }, input, c.get("user")?.id ?? null);
  return c.json({ id: row.id }, 201);
});
