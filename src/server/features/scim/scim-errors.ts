// Every refusal under /scim/v2 is SCIM's error message (RFC 7644 §3.12): `status` as a
// string, a `scimType` where one applies, and a `detail` that names the attribute. The
// app's own refusals (bad input from the route contract, too large, rate-limited,
// malformed JSON) are turned into it here, so a SCIM client never sees the /api shape.
import type { Context, ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/errors";
import { SCIM_CONTENT_TYPE, SCIM_SCHEMAS, type ScimErrorBody, type ScimType } from "../../../shared/scim/scim-schema";

export class ScimError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 412 | 413 | 415 | 429 | 500 | 501,
    detail: string,
    readonly scimType?: ScimType,
  ) {
    super(detail);
  }
}

export const scimInvalidValue = (attribute: string, detail: string) => new ScimError(400, `${attribute}: ${detail}`, "invalidValue");
export const scimInvalidPath = (path: string) =>
  new ScimError(400, `The path "${path}" names no attribute that can be changed.`, "invalidPath");
export const scimNotFound = (what: "User" | "Group" | "Resource", id?: string) =>
  new ScimError(404, id ? `${what} ${id} not found.` : `${what} not found.`);

export function scimErrorBody(status: number, detail: string, scimType?: ScimType): ScimErrorBody {
  return { schemas: [SCIM_SCHEMAS.error], status: String(status), ...(scimType ? { scimType } : {}), detail };
}

export function scimErrorResponse(c: Context, status: ScimError["status"], detail: string, scimType?: ScimType) {
  return c.json(scimErrorBody(status, detail, scimType), status, { "content-type": SCIM_CONTENT_TYPE });
}

const APP_STATUS: Record<number, ScimError["status"]> = {
  400: 400,
  401: 401,
  403: 403,
  404: 404,
  409: 409,
  413: 413,
  415: 415,
  423: 403,
  429: 429,
};

/** The app's AppError as SCIM says it: bad input names each attribute (the route contract's field paths). */
function fromAppError(error: AppError): ScimError {
  const status = APP_STATUS[error.status] ?? 400;
  if (error.status === 400 && error.fields) {
    const detail = Object.entries(error.fields)
      .map(([field, message]) => (field === "_" ? message : `${field}: ${message}`))
      .join("; ");
    return new ScimError(400, detail, error.code === "invalid_input" ? "invalidValue" : undefined);
  }
  return new ScimError(status, error.message, error.status === 409 ? "uniqueness" : undefined);
}

export function scimErrorHandler(): ErrorHandler<AppEnv> {
  return (error, c) => {
    let scim: ScimError;
    if (error instanceof ScimError) scim = error;
    else if (error instanceof AppError) scim = fromAppError(error);
    else if (error instanceof HTTPException && error.status === 400)
      scim = new ScimError(400, "The request body must be JSON.", "invalidSyntax");
    else if (error instanceof HTTPException && error.status === 415)
      scim = new ScimError(415, `Send the request body as JSON (content-type: ${SCIM_CONTENT_TYPE}).`);
    else {
      c.get("deps").logger.error({ err: { message: error.message, stack: error.stack }, path: c.req.path }, "unhandled SCIM error");
      scim = new ScimError(500, "Something went wrong on our side. Try again.");
    }
    if (scim.status === 401) c.header("WWW-Authenticate", 'Bearer realm="scim"');
    return scimErrorResponse(c, scim.status, scim.message, scim.scimType);
  };
}
