import { Hono } from "hono";
import type { AppEnv } from "../../context";
import { requireUser } from "../../auth/guards";
import { readJson } from "../../lib/validate";
import { enforceRateLimits } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { ChangeOwnPasswordSchema, DeleteOwnUserSchema } from "../../../shared/settings/settings-schema";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { changeOwnPassword } from "./change-own-password";
import { findSessions } from "./find-sessions";
import { revokeOtherSessions } from "./revoke-other-sessions";
import { deleteOwnUser } from "./delete-own-user";

// The signed-in user's own settings. Only the session decides whose: no ids in requests.
export const accountSettingsRoutes = new Hono<AppEnv>()
  .post("/password", async (c) => {
    const user = requireUser(c);
    await enforceRateLimits(c, [[RATE_LIMITS.passwordChangePerUser, user.id]]);
    await changeOwnPassword(c, await readJson(c, ChangeOwnPasswordSchema));
    return c.json({ ok: true });
  })
  .get("/sessions", async (c) => {
    const user = requireUser(c);
    return c.json({ sessions: await findSessions(c.get("deps").db, { userId: user.id }, c.get("sessionId")) });
  })
  .post("/sessions/revoke-others", async (c) => {
    requireUser(c);
    await revokeOtherSessions(c);
    return c.json({ ok: true });
  })
  .delete("/user", async (c) => {
    const user = requireUser(c);
    await readJson(c, DeleteOwnUserSchema);
    const { db, auth } = c.get("deps");
    await deleteOwnUser(db, { userId: user.id });
    // The session row went with the user; this clears the cookie in the browser.
    copyAuthCookies(await auth.api.signOut({ headers: c.req.raw.headers, asResponse: true }), c);
    return c.json({ ok: true });
  });
