// The audit actor of a template route (the caller and their address), and the per-account
// limit on saves, which host images (auth/rate-limit-rules.ts).
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { Caller } from "../../auth/guards";
import { enforceRateLimits, requestIp } from "../../auth/rate-limit";
import { RATE_LIMITS } from "../../auth/rate-limit-rules";
import { TEMPLATE_MESSAGES } from "../../../shared/templates/template-schema";

type CallerEnv = { Variables: { caller: Caller } };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TemplateContext = Context<AppEnv & CallerEnv, any, any>;

export const actorOf = (c: TemplateContext) => ({ ...c.var.caller, ip: requestIp(c) });

/** 429 with Retry-After once the caller's account has saved too often in the window. */
export const limitTemplateSaves = (c: TemplateContext) =>
  enforceRateLimits(c, [[RATE_LIMITS.templateSavePerAccount, c.var.caller.accountId]], TEMPLATE_MESSAGES.tooManySaves);
