import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { CLIENT_IP_HEADER } from "../../auth/auth";

// The request's headers for better-auth, with the client IP we trust (it records it on the session).
export function headersWithClientIp(c: Context<AppEnv>, ip: string): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set(CLIENT_IP_HEADER, ip);
  return headers;
}
