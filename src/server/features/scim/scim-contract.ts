// The pieces every /scim/v2 route declares: bodies taken as application/scim+json (or
// plain JSON), answers given as application/scim+json, SCIM's error message for every
// refusal, and the caller (the token's actor) for the services.
import type { Context } from "hono";
import { z } from "../../lib/openapi";
import { SCIM_CONTENT_TYPE, ScimErrorSchema } from "../../../shared/scim/scim-schema";
import type { ScimEnv } from "./scim-auth";
import type { ScimContext } from "./scim-users";

const ERROR_TEXT = {
  400: "Invalid request: `scimType` says why (invalidValue, invalidFilter, invalidPath, mutability...) and `detail` names the attribute",
  401: "No provisioning token, or one that was revoked",
  403: "The company is suspended or waiting for activation, or the change is not allowed (a super admin, the last admin)",
  404: "No such resource in this company",
  409: "uniqueness: the userName, address or group name is taken",
  412: "If-Match names another version than the current one",
  413: "The request body is too large",
  415: `The body is not JSON (send ${SCIM_CONTENT_TYPE})`,
  429: "Too many requests with this token: wait for Retry-After",
  500: "Server error",
} as const;
type ScimErrorStatus = keyof typeof ERROR_TEXT;

const ScimErrorBody = ScimErrorSchema.openapi("ScimError");
type ErrorResponse = { description: string; content: { [SCIM_CONTENT_TYPE]: { schema: typeof ScimErrorBody } } };

/** The error answers of a SCIM route: 400, 401, 403, 429 and 500 always (the token guard's and the limit's). */
export function scimErrors<const S extends ScimErrorStatus>(...statuses: S[]): { [K in S | 400 | 401 | 403 | 429 | 500]: ErrorResponse } {
  const out: Record<number, ErrorResponse> = {};
  for (const status of [400, 401, 403, ...statuses, 429, 500] as ScimErrorStatus[])
    out[status] = { description: ERROR_TEXT[status], content: { [SCIM_CONTENT_TYPE]: { schema: ScimErrorBody } } };
  return out as never;
}

export function scimJson<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { [SCIM_CONTENT_TYPE]: { schema } } } as const;
}

/** A required body, as application/scim+json or application/json. */
export function scimBody<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return {
    body: { content: { [SCIM_CONTENT_TYPE]: { schema, example }, "application/json": { schema, example } }, required: true },
  } as const;
}

/** `{ id }` of a User or Group: any text (ours are not all uuids); one that names nothing is 404. */
export const scimIdParams = z.object({
  id: z
    .string()
    .min(1)
    .max(100, "Not found.")
    .openapi({ param: { name: "id", in: "path" } }),
});

export const scimHeaders = { "content-type": SCIM_CONTENT_TYPE };

/** A resource's answer with its ETag (meta.version). */
export const resourceHeaders = (resource: { meta: { version: string } }, extra: Record<string, string> = {}) => ({
  ...scimHeaders,
  etag: resource.meta.version,
  ...extra,
});

export const scimContext = (c: Context<ScimEnv>): ScimContext => ({ deps: c.get("deps"), actor: c.get("scimActor") });
