// The audit actor of a template route: the caller and their address.
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import type { Caller } from "../../auth/guards";
import { requestIp } from "../../auth/rate-limit";

type CallerEnv = { Variables: { caller: Caller } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const actorOf = (c: Context<AppEnv & CallerEnv, any, any>) => ({ ...c.var.caller, ip: requestIp(c) });
