// Errors a service may throw; the app's error handler turns them into JSON answers.
// Every 4xx body has the same shape: { error: { code, message, fields? } }.
export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 423 | 429,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, "invalid_input", message, fields);
export const unauthorized = () => new AppError(401, "unauthorized", "You need to sign in to do that.");
export const forbidden = (message = "You don't have permission to do that.") => new AppError(403, "forbidden", message);
export const notFound = (what = "Item") => new AppError(404, "not_found", `${what} not found.`);
export const conflict = (message: string, fields?: FieldErrors) => new AppError(409, "conflict", message, fields);

/** 429 with a Retry-After header (the app's error handler writes it). */
export class RetryLaterError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}
