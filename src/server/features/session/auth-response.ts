// Turns a better-auth Response into our error shape, and copies its cookies onto ours.
import type { Context } from "hono";
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES, toAuthErrorCode } from "../../../shared/auth/error-catalogue";

export function copyAuthCookies(from: Response, c: Context) {
  for (const cookie of from.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
}

export async function throwAuthError(response: Response): Promise<never> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = toAuthErrorCode({ code: body.code, status: response.status });
  const status = response.status === 429 ? 429 : response.status === 422 || response.status === 400 ? 400 : response.status === 401 ? 401 : 400;
  const fieldFor: Record<string, string> = { email_already_in_use: "email", weak_password: "password", invalid_credentials: "password" };
  const field = fieldFor[code];
  const message = AUTH_ERROR_MESSAGES[code];
  throw new AppError(status as 400 | 401 | 429, code, message, field ? { [field]: message } : undefined);
}
