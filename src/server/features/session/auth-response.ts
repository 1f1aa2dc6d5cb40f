// Turns a better-auth error Response into our error shape.
import { AppError } from "../../lib/errors";
import { AUTH_ERROR_MESSAGES, toAuthErrorCode } from "../../../shared/auth/error-catalogue";

export async function throwAuthError(response: Response): Promise<never> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  const code = toAuthErrorCode({ code: body.code, status: response.status });
  // 401 (wrong credentials) and 429 (limited) keep their status; every other refusal is bad input.
  const status = response.status === 401 || response.status === 429 ? response.status : 400;
  const fieldFor: Record<string, string> = { email_already_in_use: "email", weak_password: "password", invalid_credentials: "password" };
  const field = fieldFor[code];
  const message = AUTH_ERROR_MESSAGES[code];
  throw new AppError(status as 400 | 401 | 429, code, message, field ? { [field]: message } : undefined);
}
