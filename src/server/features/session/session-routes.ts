// The session: sign-up, sign-in, sign-out, and the client's session clock (the refresh that keeps an open app signed in).
import { refuseApiKey, requireUser } from "../../auth/guards";
import { copyAuthCookies } from "../../auth/auth-cookies";
import { createRoute, createRouter, errors, GUARD_ERRORS, json, jsonBody } from "../../lib/openapi";
import { SignUpSchema } from "../../../shared/auth/auth-schema";
import { SignInSchema } from "../../../shared/auth/sign-in-schema";
import { OkSchema } from "../../../shared/errors/error-response";
import { SessionTimesSchema, SignedInSchema } from "../../../shared/session/session-responses";
import { credentialsHook } from "./read-credentials";
import { authRequest } from "./auth-request";
import { signUp } from "./sign-up";
import { signIn } from "./sign-in";
import { signOut } from "./sign-out";
import { getSessionTimes } from "./get-session-times";
import { refreshSession } from "./refresh-session";

const times = createRoute({
  method: "get",
  path: "/",
  summary: "When the session lapses and when it ends regardless",
  description:
    "When the signed-in session ends if it is not used (12 hours idle) and when it ends regardless (7 days after sign-in). The web app reads it to warn before a session ends.",
  middleware: requireUser,
  responses: { 200: json(SessionTimesSchema, "Session times"), ...errors(...GUARD_ERRORS.user) },
});
const refresh = createRoute({
  method: "post",
  path: "/refresh",
  summary: "Slide the session's end (re-sends the cookie)",
  description:
    "Moves the idle end of the signed-in session forward, as any use does, and sends the session cookie again with the new lifetime. The web app calls it while a page stays open.",
  middleware: requireUser,
  responses: { 200: json(SessionTimesSchema, "New session times"), ...errors(...GUARD_ERRORS.user) },
});
const signUpRoute = createRoute({
  method: "post",
  path: "/sign-up",
  summary: "Create a user (and a company, or join through an invitation); signs in",
  description:
    "Creates a user with email and password and signs them in (sets the session cookie). With a company name it also creates the company and makes the user its admin; with an invitation id and its emailed secret the user joins the inviting company instead. An address on a domain a company verified is refused with 409 `domain_claimed` naming `email`, unless that company's invitation brings it. Limited per IP address and per email address.",
  middleware: refuseApiKey,
  request: jsonBody(SignUpSchema, {
    email: "ada@example.com",
    password: "Correct-horse-7",
    confirmPassword: "Correct-horse-7",
    first_name: "Ada",
    last_name: "Lovelace",
    company_name: "Analytical Engines Ltd",
    time_zone: "Europe/London",
    acceptTerms: true,
  }),
  responses: { 201: json(SignedInSchema, "Signed up and signed in"), ...errors(401, 409, 415, 429) },
});
const signInRoute = createRoute({
  method: "post",
  path: "/sign-in",
  summary: "Sign in with email and password (a new session every time)",
  description:
    "Checks the email and password and starts a new session (sets the session cookie); a session the browser brought along is ended. Ten wrong passwords for one address lock it for 15 minutes, except on a browser that signed in as that address before. An address of a domain whose company requires single sign-on is refused with 403 `sso_required` (except the company's break-glass admin); a member their company deactivated gets 403 `member_deactivated`.",
  middleware: refuseApiKey,
  request: jsonBody(SignInSchema, { email: "ada@example.com", password: "Correct-horse-7" }),
  responses: { 200: json(SignedInSchema, "Signed in"), ...errors(401, 403, 415, 429) },
});
const signOutRoute = createRoute({
  method: "post",
  path: "/sign-out",
  summary: "End this session",
  description: "Ends the signed-in session and clears the session cookie. Other sessions of the same user stay signed in.",
  middleware: requireUser,
  responses: { 200: json(OkSchema, "Signed out"), ...errors(...GUARD_ERRORS.user) },
});

export const sessionRoutes = createRouter("session")
  .openapi(times, async (c) => c.json(await getSessionTimes(c.get("deps").db, { sessionId: c.get("sessionId")! }), 200))
  .openapi(refresh, async (c) => {
    const { times, cookies } = await refreshSession(c.get("deps"), authRequest(c));
    copyAuthCookies(cookies, c);
    return c.json(times, 200);
  })
  .openapi(
    signUpRoute,
    async (c) => {
      const { userId, cookies } = await signUp(c.get("deps"), authRequest(c), c.req.valid("json"));
      copyAuthCookies(cookies, c);
      return c.json({ userId }, 201);
    },
    credentialsHook as never,
  )
  .openapi(
    signInRoute,
    async (c) => {
      const { userId, cookies } = await signIn(c.get("deps"), authRequest(c), c.req.valid("json"));
      copyAuthCookies(cookies, c);
      return c.json({ userId }, 200);
    },
    credentialsHook as never,
  )
  .openapi(signOutRoute, async (c) => {
    copyAuthCookies((await signOut(c.get("deps"), { headers: c.req.raw.headers, sessionId: c.get("sessionId") })).cookies, c);
    return c.json({ ok: true as const }, 200);
  });
