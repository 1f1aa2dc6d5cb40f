// The guard of every /scim/v2 route: a provisioning token as a bearer token (no cookie, so
// no session and no cross-site check), made by someone who is still an admin of its company,
// its company active, and a rate limit per token.
// The token is the actor: audit entries name it, and the member policy treats it as an admin.
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../../context";
import type { TokenActor } from "../audit/record-audit";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { ScimError } from "./scim-errors";
import { authenticateScimToken } from "./scim-tokens";

export type ScimEnv = AppEnv & { Variables: { scimActor: TokenActor } };

export const SCIM_MESSAGES = {
  noToken: "Send the provisioning token from /company-settings as Authorization: Bearer <token>.",
  badToken: "This provisioning token is not valid: it was revoked, or it was copied wrong.",
  creatorNotAdmin:
    "This provisioning token stopped working: the admin who made it is no longer an admin of this company. An admin makes a new token in Company Settings → Provisioning.",
  suspended: "This company is suspended: provisioning is paused until it is active again.",
  pending: "This company is waiting for activation: provisioning starts once it is active.",
  tooMany: "Too many SCIM requests with this token. Wait for the time in Retry-After, then continue.",
} as const;

export const requireScimToken = createMiddleware<ScimEnv>(async (c, next) => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(c.req.header("authorization") ?? "");
  if (!match) throw new ScimError(401, SCIM_MESSAGES.noToken);
  const token = await authenticateScimToken(c.get("deps").db, match[1]);
  if (token === "unknown") throw new ScimError(401, SCIM_MESSAGES.badToken);
  if (token === "creator_not_admin") throw new ScimError(401, SCIM_MESSAGES.creatorNotAdmin);
  if (token.accountStatus !== "active")
    throw new ScimError(403, token.accountStatus === "suspended" ? SCIM_MESSAGES.suspended : SCIM_MESSAGES.pending);
  await enforceRateLimits(c, [[RATE_LIMITS.scimPerToken, token.id]], SCIM_MESSAGES.tooMany);
  c.set("scimActor", { accountId: token.accountId, userId: null, ip: requestIp(c), token: { id: token.id, name: token.name } });
  await next();
});
