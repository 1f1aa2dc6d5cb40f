// What a thrown error answers: an AppError its own status, code, message and fields; Hono's
// refusals of a body that is not JSON a 400 or 415 in the same shape; anything else a logged
// 500 that says nothing of the cause.
import type { ErrorHandler } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppDeps, AppEnv } from "../context";
import { AppError, RetryLaterError } from "../lib/errors";

const JSON_MESSAGE = "The request body must be JSON.";
const MEDIA_TYPE_MESSAGE = "Send the request body as JSON (content-type: application/json).";

export function errorAnswer(deps: AppDeps): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof AppError) {
      if (error instanceof RetryLaterError) c.header("Retry-After", String(error.retryAfterSeconds));
      return c.json(
        { error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) } },
        error.status,
      );
    }
    if (error instanceof HTTPException) {
      const { status } = error;
      if (status === 400) return c.json({ error: { code: "invalid_input", message: JSON_MESSAGE, fields: { _: JSON_MESSAGE } } }, 400);
      if (status === 415) return c.json({ error: { code: "unsupported_media_type", message: MEDIA_TYPE_MESSAGE } }, 415);
      return c.json({ error: { code: "http_error", message: error.message || "The request was refused." } }, status);
    }
    deps.logger.error({ err: { message: error.message, stack: error.stack }, path: c.req.path }, "unhandled error");
    return c.json({ error: { code: "server_error", message: "Something went wrong on our side. Please try again." } }, 500);
  };
}
