// The session: sign-up, sign-in, sign-out, and the client's session clock (the refresh that keeps an open app signed in).
import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/guards";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { SignInSchema, SignUpSchema } from "../../../shared/auth/auth-schema";
import { OkSchema } from "../../../shared/errors/error-response";
import { SessionTimesSchema, SignedInSchema } from "../../../shared/session/session-responses";
import { credentialsHook } from "./read-credentials";
import { authRequest } from "./auth-request";
import { signUp } from "./sign-up";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { getSessionTimes } from "./get-session-times";
import { refreshSession } from "./refresh-session";

const tags = ["Session"];

const times = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "When the session lapses and when it ends regardless",
  middleware: requireUser,
  responses: { 200: json(SessionTimesSchema, "Session times"), ...errors(...GUARD_ERRORS.user) },
});
const refresh = createRoute({
  method: "post",
  path: "/refresh",
  tags,
  summary: "Slide the session's end (re-sends the cookie)",
  middleware: requireUser,
  responses: { 200: json(SessionTimesSchema, "New session times"), ...errors(...GUARD_ERRORS.user) },
});
const signUpRoute = createRoute({
  method: "post",
  path: "/sign-up",
  tags,
  summary: "Create a user (and a company, or join through an invitation); signs in",
  request: jsonBody(SignUpSchema),
  responses: { 201: json(SignedInSchema, "Signed up and signed in"), ...errors(401, 409, 415, 429) },
});
const signInRoute = createRoute({
  method: "post",
  path: "/sign-in",
  tags,
  summary: "Sign in with email and password (a new session every time)",
  request: jsonBody(SignInSchema),
  responses: { 200: json(SignedInSchema, "Signed in"), ...errors(401, 415, 429) },
});
const signOutRoute = createRoute({
  method: "post",
  path: "/sign-out",
  tags,
  summary: "End this session",
  middleware: requireUser,
  responses: { 200: json(OkSchema, "Signed out"), ...errors(...GUARD_ERRORS.user) },
});

export const sessionRoutes = createRouter()
  .openapi(times, async (c) => c.json(await getSessionTimes(c.var.deps.db, { sessionId: c.var.sessionId! }), 200))
  .openapi(refresh, async (c) => {
    const { times, cookies } = await refreshSession(c.var.deps, authRequest(c));
    copyAuthCookies(cookies, c);
    return c.json(times, 200);
  })
  .openapi(
    signUpRoute,
    async (c) => {
      const { userId, cookies } = await signUp(c.var.deps, authRequest(c), c.req.valid("json"));
      copyAuthCookies(cookies, c);
      return c.json({ userId }, 201);
    },
    credentialsHook as never,
  )
  .openapi(
    signInRoute,
    async (c) => {
      const { userId, cookies } = await signIn(c.var.deps, authRequest(c), c.req.valid("json"));
      copyAuthCookies(cookies, c);
      return c.json({ userId }, 200);
    },
    credentialsHook as never,
  )
  .openapi(signOutRoute, async (c) => {
    copyAuthCookies((await signOut(c.var.deps, { headers: c.req.raw.headers, sessionId: c.var.sessionId })).cookies, c);
    return c.json({ ok: true as const }, 200);
  });
