import type { Context } from "hono";

// better-auth answers with Set-Cookie headers (new, slid or cleared session); ours carry them on.
export function copyAuthCookies(from: Response | Headers, c: Context) {
  const headers = from instanceof Response ? from.headers : from;
  for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}
