import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { readJson } from "../../lib/validate";
import { SignInSchema, SignUpSchema } from "../../../shared/auth/validation";
import { requireUser } from "../../auth/guards";
import { signUp } from "./sign-up";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";

export const sessionRoutes = new Hono<AppEnv>()
  .post("/sign-up", async (c) => c.json(await signUp(c, await readJson(c, SignUpSchema)), 201))
  .post("/sign-in", async (c) => c.json(await signIn(c, await readJson(c, SignInSchema))))
  .post("/sign-out", async (c) => {
    requireUser(c);
    await signOut(c);
    return c.json({ ok: true });
  });
