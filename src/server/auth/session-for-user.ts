// A session for a user some other proof signed in (single sign-on): better-auth's own
// session row (internalAdapter.createSession) and its signed session cookie, with the same
// name, attributes and lifetime a password sign-in sets, so everything after it (the
// session middleware, the idle and absolute ends, sign-out) treats both alike.
import { serializeSigned } from "hono/utils/cookie";
import type { Auth } from "./auth";

export async function startSessionForUser(auth: Auth, userId: string): Promise<Headers> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const { name, attributes } = context.authCookies.sessionToken;
  const cookie = await serializeSigned(name, session.token, context.secret, {
    path: attributes.path ?? "/",
    httpOnly: true,
    secure: Boolean(attributes.secure),
    sameSite: "Lax",
    maxAge: context.sessionConfig.expiresIn,
  });
  const headers = new Headers();
  headers.append("set-cookie", cookie);
  return headers;
}
