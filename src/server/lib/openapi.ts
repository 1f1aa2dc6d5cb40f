// The route contract: every /api route is an OpenAPI route (@hono/zod-openapi) declared
// with zod schemas from src/shared, so one definition validates the request, types the
// handler's answer, feeds the typed client (hc<AppType>) and writes /api/openapi.json.
// createRouter() is the only way to make a router: it adds the shared text rule (no
// control characters or lone surrogates, src/shared/text/safe-text.ts) to every route's
// params, query and JSON body, so a new route cannot forget it, and applies the rules a
// route declares beside its schemas: body limit, cached answer, rate limit (route-rules.ts).
import { OpenAPIHono, z, type RouteConfig } from "@hono/zod-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError, badRequest } from "./errors";
import { toFieldErrors } from "./validate";
import { ApiErrorSchema } from "../../shared/errors/error-response";
import { safeTextTree } from "../../shared/text/safe-text";
import { isUuid } from "../../shared/ids";
import {
  API_BODY_LIMIT,
  bodyLimitBytes,
  cachedHandler,
  limitBody,
  limitRate,
  rateLimitsOf,
  type BodyLimit,
  type CacheScope,
  type RateLimit,
} from "./route-rules";

export { z };

type ValidationResult = { success: boolean; error?: z.ZodError; data?: unknown; target: string };

function throwValidation(error: z.ZodError): never {
  const fields = toFieldErrors(error);
  throw badRequest(Object.values(fields)[0] ?? "Invalid input.", fields);
}

/**
 * Bad input answers 400 { error: { code: "invalid_input", message, fields } }. A path
 * parameter that fails (a malformed id) can't name anything: 404 with the schema's message.
 */
export function validationHook(result: ValidationResult): void {
  if (result.success || !result.error) return;
  if (result.target === "param") throw new AppError(404, "not_found", result.error.issues[0]?.message ?? "Not found.");
  throwValidation(result.error);
}

const isJson = (type: string | undefined) => Boolean(type && /^application\/([a-z-.]+\+)?json/i.test(type));

/** Refuses control characters and lone surrogates in any string of params, query or JSON body. */
export function rejectUnsafeText(multiline: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const strict = safeTextTree();
  const body = safeTextTree(multiline);
  return async (c, next) => {
    // A repeated query parameter (?a=1&a=2) is checked value by value under its own name.
    const queries = Object.entries(c.req.queries()).flatMap(([name, values]) => values.map((value) => ({ [name]: value })));
    for (const value of [c.req.param(), ...queries]) {
      const result = strict.safeParse(value);
      if (!result.success) throwValidation(result.error);
    }
    if (isJson(c.req.header("content-type"))) {
      const parsed = await c.req.json().then(
        (value: unknown) => ({ value }),
        () => null, // malformed JSON: the body validator answers it
      );
      const result = parsed ? body.safeParse(parsed.value) : null;
      if (result && !result.success) throwValidation(result.error);
    }
    await next();
  };
}

type MultilineRoute = { "x-multiline"?: readonly string[] };

/** What a route may declare beside its schemas (lib/route-rules.ts); createRouter applies it. */
export type RouteRules = { bodyLimit?: BodyLimit; cache?: CacheScope; rateLimit?: RateLimit | readonly RateLimit[] };
type MiddlewareRoute = { middleware?: MiddlewareHandler | MiddlewareHandler[] };
type DeclaredRoute = RouteConfig & MiddlewareRoute & MultilineRoute & RouteRules;

/**
 * A router whose routes all validate with validationHook, pass the shared text rule and
 * get the rules they declare: every method but GET a body limit (before the guard, so a
 * large body is refused unread), a rate limit after the guard (it may count per caller), and
 * a kept answer around the handler. The document states them as x-body-limit (bytes),
 * x-rate-limit and x-cache on the operation.
 */
export function createRouter() {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  const register = router.openapi;
  router.openapi = ((declared: DeclaredRoute, handler: Handler<AppEnv>, hook: never) => {
    const { bodyLimit, cache, rateLimit, ...route } = declared;
    const rateLimits = rateLimitsOf(rateLimit);
    const middleware = route.middleware ? [route.middleware].flat() : [];
    const byCaller = rateLimits.some((r) => r.per === "account" || r.per === "user");
    if ((cache === "account" || cache === "user" || byCaller) && middleware.length === 0)
      throw new Error(`${route.method} ${route.path}: a per-account or per-user rule needs a guard.`);
    const takesBody = route.method !== "get" && route.method !== "head";
    const limit = bodyLimit ?? API_BODY_LIMIT;
    // Every state-changing request may also be refused as cross-site (auth/csrf.ts), and every body as too large.
    const bodyErrors = route.request?.body ? errors(413) : {};
    const rateErrors = rateLimits.length ? errors(429) : {};
    const responses = takesBody
      ? { ...errors(403), ...bodyErrors, ...rateErrors, ...route.responses }
      : { ...rateErrors, ...route.responses };
    const document = {
      ...(takesBody ? { "x-body-limit": bodyLimitBytes(limit) } : {}),
      ...(rateLimit ? { "x-rate-limit": rateLimit } : {}),
      ...(cache ? { "x-cache": cache } : {}),
    };
    const chain = [
      ...(takesBody ? [limitBody(limit)] : []),
      ...middleware,
      ...rateLimits.map(limitRate),
      rejectUnsafeText(route["x-multiline"] ?? []),
    ];
    const handle = cache ? cachedHandler(cache, handler) : handler;
    return register({ ...route, ...document, responses, middleware: chain } as never, handle as never, hook);
  }) as typeof router.openapi;
  return router;
}

const ERROR_TEXT = {
  400: "Invalid input: `fields` names each invalid field",
  401: "Not signed in",
  403: "Not allowed for this user or role, or sent from another site",
  404: "Not found (or another account's)",
  409: "Conflicts with the current state",
  413: "Too large",
  415: "Unsupported media type",
  423: "The account is pending activation or suspended",
  429: "Too many requests: wait and retry (Retry-After)",
  500: "Server error",
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXT;

// One component in the document, referenced by every error answer.
const ErrorBody = ApiErrorSchema.openapi("ApiError");
type ErrorResponse = { description: string; content: { "application/json": { schema: typeof ErrorBody } } };
type ErrorResponses<S extends ErrorStatus> = { [K in S | 400 | 500]: ErrorResponse };

/** The error answers a route can give; 400 (input, including the text rule) and 500 always. */
export function errors<const S extends ErrorStatus>(...statuses: S[]): ErrorResponses<S> {
  const out: Record<number, ErrorResponse> = {};
  for (const status of [400, ...statuses, 500] as ErrorStatus[])
    out[status] = { description: ERROR_TEXT[status], content: { "application/json": { schema: ErrorBody } } };
  return out as ErrorResponses<S>;
}

/** Statuses each guard can answer with. */
export const GUARD_ERRORS = {
  user: [401],
  member: [401, 403, 423],
  superAdmin: [401, 403],
} as const;

/** A JSON response. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

/** JSON request body (required: a request without a JSON body is checked as {}). */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { body: { content: { "application/json": { schema } }, required: true } } as const;
}

/** `{ id }` path parameter: a malformed uuid answers 404 "<what> not found." like a missing row. */
export function idParams<const K extends string = "id">(what: string, name: K = "id" as K) {
  return z.object({
    [name]: z
      .string()
      .refine(isUuid, `${what} not found.`)
      .openapi({ param: { name, in: "path" }, format: "uuid" }),
  } as { [P in K]: z.ZodString });
}
