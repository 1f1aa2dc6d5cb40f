// The route contract: every /api route is an OpenAPI route (@hono/zod-openapi) declared
// with zod schemas from src/shared, so one definition validates the request, types the
// handler's answer, feeds the typed client (hc<AppType>) and writes /api/openapi.json.
// createRouter() is the only way to make a router: it adds the shared text rule (no
// control characters or lone surrogates, src/shared/text/safe-text.ts) to every route's
// params, query and JSON body, so a new route cannot forget it, and applies the rules a
// route declares beside its schemas: body limit, cached answer, rate limit (route-rules.ts).
import { OpenAPIHono, createRoute as honoCreateRoute, z, type RouteConfig } from "@hono/zod-openapi";
import type { Handler, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { guardOf, type GuardInfo } from "../auth/guards";
import { acceptsCrossSite } from "../auth/csrf";
import { API_DOMAINS, type ApiDomain } from "./api-domains";
import { AppError, badRequest } from "./errors";
import { toFieldErrors } from "./validate";
import { ApiErrorSchema } from "../../shared/errors/error-response";
import { hasUnsafeText, safeTextTree } from "../../shared/text/safe-text";
import { isUuid } from "../../shared/ids";
import {
  API_BODY_LIMIT,
  bodyLimitBytes,
  keptAnswer,
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

const someUnsafe = (values: Record<string, string | string[]>) => {
  for (const name in values) {
    const value = values[name];
    if (typeof value === "string" ? hasUnsafeText(value) : value.some((v) => hasUnsafeText(v))) return true;
  }
  return false;
};

/** Refuses control characters and lone surrogates in any string of params, query or JSON body. */
export function rejectUnsafeText(multiline: readonly string[] = []): MiddlewareHandler<AppEnv> {
  const strict = safeTextTree();
  const body = safeTextTree(multiline);
  return async (c, next) => {
    const params = c.req.param() as Record<string, string>;
    const queries = c.req.queries();
    // Every value is tested directly (most requests have nothing to refuse); the schema runs only
    // to word the refusal. A repeated query parameter (?a=1&a=2) is checked value by value under its own name.
    if (someUnsafe(params) || someUnsafe(queries)) {
      const named = Object.entries(queries).flatMap(([name, values]) => values.map((value) => ({ [name]: value })));
      for (const value of [params, ...named]) {
        const result = strict.safeParse(value);
        if (!result.success) throwValidation(result.error);
      }
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
export type RouteRules = {
  bodyLimit?: BodyLimit;
  cache?: CacheScope;
  /**
   * Its kept answer counts tracked clicks and impressions: the process's batches of them
   * empty it too (lib/read-cache.ts), so this process shows its own counts at once.
   */
  showsEventCounts?: true;
  rateLimit?: RateLimit | readonly RateLimit[];
  /**
   * Answered without API keys, sessions and the callers' request limits (/api/health, and the
   * Outlook add-in's public route outside /api): no 401, no RateLimit fields; a 429 only from
   * the route's own rateLimit.
   */
  unlimited?: true;
  /**
   * Why this route takes posts from other sites: the one exception to the cross-site check
   * (auth/csrf.ts), for a message that protects itself (a SAML response signed by the
   * company's IdP and answering a request we sent). Stated in the document as x-cross-site.
   */
  crossSite?: string;
};
type MiddlewareRoute = { middleware?: MiddlewareHandler | MiddlewareHandler[] };
type DeclaredRoute = RouteConfig & MiddlewareRoute & MultilineRoute & RouteRules;

/**
 * What every route writes in plain words, for the reference page and the clients generated
 * from the document: a summary (one line) and a description (what it does, who may call it,
 * what it changes). The tag comes from the router's domain and the security from the guard.
 */
type Documented = { summary: string; description: string; tags?: never; security?: never };

/** `createRoute` of @hono/zod-openapi, but a route without a summary and a description does not compile. */
export function createRoute<P extends string, R extends Omit<RouteConfig, "path" | "tags" | "security"> & { path: P } & Documented>(
  config: R,
) {
  return honoCreateRoute<P, R>(config);
}

// Every JSON request body's example, with the schema it must pass (openapi-document.test.ts parses each).
const EXAMPLES: { label: string; schema: z.ZodType; example: unknown }[] = [];
/** The request examples of every route registered so far. */
export const requestExamples = () => EXAMPLES as readonly { label: string; schema: z.ZodType; example: unknown }[];

type Security = Record<string, string[]>[];

/**
 * Who may call a route, from its guard: the session cookie with the role it needs (a role
 * name, as OpenAPI 3.1 allows for any scheme) and, where the guard takes a key, an API key
 * with the scope the method needs. A route without a guard is public: `security: []`.
 */
function securityOf(guard: GuardInfo | undefined, method: string): Security {
  if (!guard?.role) return [];
  const session = { [SESSION_SCHEME]: guard.role === "user" ? [] : [guard.role] };
  if (!guard.apiKeys) return [session];
  const readOnly = guard.apiKeys !== "write" && (method === "get" || method === "head");
  return [session, { [API_KEY_SCHEME]: [readOnly ? "read" : "write"] }];
}

export const SESSION_SCHEME = "sessionCookie";
export const API_KEY_SCHEME = "apiKey";

type ResponseObject = { description: string; headers?: Record<string, unknown>; content?: unknown };

/** The RateLimit fields every counted answer carries, and Retry-After on a 429 (auth/request-limits.ts). */
function withLimitFields(responses: Record<string, ResponseObject>): Record<string, ResponseObject> {
  const out: Record<string, ResponseObject> = {};
  for (const [status, response] of Object.entries(responses)) {
    const counted = /^[24]/.test(status);
    const headers = { ...(counted ? RATE_LIMIT_HEADERS : {}), ...(status === "429" ? RETRY_AFTER_HEADER : {}), ...response.headers };
    out[status] = Object.keys(headers).length > 0 ? { ...response, headers } : response;
  }
  return out;
}

/** Retry-After on the 429 of a route counted only by its own limits. */
function withRetryAfter<R extends Record<string, unknown>>(responses: R): R {
  const refused = responses["429"] as ResponseObject | undefined;
  return refused ? { ...responses, 429: { ...refused, headers: { ...RETRY_AFTER_HEADER, ...refused.headers } } } : responses;
}

const fieldText = (description: string, example: string) => ({
  description,
  schema: { type: "string", maxLength: 1024, pattern: "^[ -~]*$", example },
});
/** The answer fields every counted answer carries, and a 429's; the document shares them as components.headers. */
export const RATE_LIMIT_HEADERS = {
  "RateLimit-Policy": fieldText(
    'The limits this answer counted against, as a structured-field list (draft-ietf-httpapi-ratelimit-headers): "api-key", "session" or "anonymous" (per IP address), and the route\'s own limit if it has one; q is the quota, w the window in seconds.',
    '"api-key";q=600;w=60',
  ),
  RateLimit: fieldText(
    "Where the caller stands in each of those limits: r is the requests left in the window, t the seconds until it ends.",
    '"api-key";r=599;t=42',
  ),
};
export const RETRY_AFTER_HEADER = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: { type: "integer", format: "int32", minimum: 1, maximum: 86_400, example: 42 },
  },
};

/** The router that mounts the domains' routers (app.ts); it declares no route of its own. */
export function rootRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
}

/**
 * A router for one domain of the API (its routes get that domain's tag), whose routes all
 * validate with validationHook, pass the shared text rule and get the rules they declare:
 * every method but GET a body limit (before the guard, so a large body is refused unread), a
 * rate limit after the guard (it may count per caller), and a kept answer read after the guard
 * and before the validators. The document states them as x-body-limit (bytes), x-rate-limit
 * and x-cache on the operation, and gets from the route's guard its `security`, and from the
 * request limits every caller has (auth/request-limits.ts) its 401, 429 and RateLimit fields.
 */
export function createRouter(domain: ApiDomain) {
  const router = new OpenAPIHono<AppEnv>({ defaultHook: validationHook as never });
  const register = router.openapi;
  const tag = API_DOMAINS[domain].name;
  router.openapi = ((declared: DeclaredRoute, handler: Handler<AppEnv>, hook: never) => {
    const { bodyLimit, cache, showsEventCounts, rateLimit, unlimited, crossSite, ...route } = declared;
    const label = `${route.method.toUpperCase()} ${route.path}`;
    if (!route.summary?.trim() || !route.description?.trim())
      throw new Error(`${label}: every route needs a summary and a description in plain words (createRoute in lib/openapi.ts).`);
    const rateLimits = rateLimitsOf(rateLimit);
    const middleware = route.middleware ? [route.middleware].flat() : [];
    const byCaller = rateLimits.some((r) => r.per === "account" || r.per === "user");
    if ((cache === "account" || cache === "user" || byCaller) && middleware.length === 0)
      throw new Error(`${label}: a per-account or per-user rule needs a guard.`);
    const guard = middleware.map((m) => guardOf(m)).find(Boolean);
    const takesBody = route.method !== "get" && route.method !== "head";
    const limit = bodyLimit ?? API_BODY_LIMIT;
    const json = (route.request?.body as { content?: Record<string, { schema: z.ZodType; example?: unknown }> } | undefined)?.content?.[
      "application/json"
    ];
    if (json) {
      if (json.example === undefined) throw new Error(`${label}: a JSON body needs an example (jsonBody(schema, example)).`);
      EXAMPLES.push({ label: `${tag}: ${label}`, schema: json.schema, example: json.example });
    }
    // Every state-changing request may also be refused as cross-site (auth/csrf.ts), and every body as too large.
    const bodyErrors = route.request?.body ? errors(413) : {};
    const rateErrors = rateLimits.length ? errors(429) : {};
    // A key the request carries is checked on every route (401), and every caller is counted (429).
    const callerErrors = unlimited ? {} : errors(401, 429);
    const guardErrors = guard ? errors(403) : {};
    const declaredErrors = takesBody
      ? { ...errors(403), ...bodyErrors, ...rateErrors, ...callerErrors, ...guardErrors, ...route.responses }
      : { ...rateErrors, ...callerErrors, ...guardErrors, ...route.responses };
    const responses = unlimited ? withRetryAfter(declaredErrors) : withLimitFields(declaredErrors as Record<string, ResponseObject>);
    const document = {
      tags: [tag],
      security: securityOf(guard, route.method),
      ...(takesBody ? { "x-body-limit": bodyLimitBytes(limit) } : {}),
      ...(rateLimit ? { "x-rate-limit": rateLimit } : {}),
      ...(cache ? { "x-cache": cache } : {}),
      ...(crossSite ? { "x-cross-site": crossSite } : {}),
    };
    const chain = [
      ...(crossSite ? [acceptsCrossSite] : []),
      ...(takesBody ? [limitBody(limit)] : []),
      ...middleware,
      ...rateLimits.map(limitRate),
      rejectUnsafeText(route["x-multiline"] ?? []),
      // Last, after the guard and before the validators (keptAnswer says why).
      ...(cache ? [keptAnswer(cache, { showsEventCounts })] : []),
    ];
    if (showsEventCounts && !cache) throw new Error(`${label}: showsEventCounts is about a kept answer: declare its cache.`);
    return register({ ...route, ...document, responses, middleware: chain } as never, handler as never, hook);
  }) as typeof router.openapi;
  return router;
}

export const ERROR_TEXT = {
  400: "Invalid input: `fields` names each invalid field",
  401: "Not signed in, or an API key that is unknown, revoked or expired (or whose admin no longer manages the company)",
  403: "Not allowed for this user, role or API key, or sent from another site",
  404: "Not found (or another account's)",
  409: "Conflicts with the current state",
  413: "Too large",
  415: "Unsupported media type",
  423: "The account is pending activation or suspended",
  429: "Too many requests: wait and retry (Retry-After)",
  500: "Server error",
} as const;
export type ErrorStatus = keyof typeof ERROR_TEXT;

/** Each error answer's name among the document's shared answers (components.responses). */
export const ERROR_NAMES: Record<ErrorStatus, string> = {
  400: "BadRequest",
  401: "Unauthorized",
  403: "Forbidden",
  404: "NotFound",
  409: "Conflict",
  413: "ContentTooLarge",
  415: "UnsupportedMediaType",
  423: "Locked",
  429: "TooManyRequests",
  500: "ServerError",
};

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

/** JSON request body (required: a request without a JSON body is checked as {}), with an example that passes the schema. */
export function jsonBody<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return { body: { content: { "application/json": { schema, example } }, required: true } } as const;
}

/**
 * An optional JSON request body, for a route that took none before and gained options: a request
 * with no body (and no content-type) is handled as `{}`, so the schema's fields must all be optional.
 */
export function optionalJsonBody<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return { body: { content: { "application/json": { schema, example } }, required: false } } as const;
}

/** `{ userId }` path parameter: users are better-auth ids (not uuids); anything else names no member: 404. */
export const memberParams = z.object({
  userId: z
    .string()
    .max(64, "Member not found.")
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "Member not found.")
    .openapi({ param: { name: "userId", in: "path" } }),
});

/** `{ id }` path parameter: a malformed uuid answers 404 "<what> not found." like a missing row. */
export function idParams<const K extends string = "id">(what: string, name: K = "id" as K) {
  return z.object({
    [name]: z
      .string()
      .max(36, `${what} not found.`)
      .refine(isUuid, `${what} not found.`)
      .openapi({ param: { name, in: "path" }, format: "uuid" }),
  } as { [P in K]: z.ZodString });
}
