// Microsoft's error answers as the fake gives them: the sign-in's OAuth errors with their
// AADSTS code at the start of the description and in error_codes (then trace and correlation
// ids, as Microsoft writes them), and Graph's { error: { code, message, innerError } }.
import { randomUUID } from "node:crypto";
import type { ServerResponse } from "node:http";

const SIGN_IN_ERRORS = {
  90002: {
    status: 400,
    error: "invalid_request",
    text: (tenant: string) =>
      `Tenant '${tenant}' not found. Check to make sure you have the correct tenant ID and are signing into the correct cloud. Check with your subscription administrator, this may happen if there are no active subscriptions for the tenant.`,
  },
  70003: {
    status: 400,
    error: "unsupported_grant_type",
    text: (grant: string) => `The app requested an unsupported grant type '${grant}'.`,
  },
  700016: {
    status: 400,
    error: "unauthorized_client",
    text: (clientId: string, tenant: string) =>
      `Application with identifier '${clientId}' was not found in the directory '${tenant}'. This can happen if the application has not been installed by the administrator of the tenant or consented to by any user in the tenant. You may have sent your authentication request to the wrong tenant.`,
  },
  7000215: {
    status: 401,
    error: "invalid_client",
    text: (clientId: string) =>
      `Invalid client secret provided. Ensure the secret being sent in the request is the client secret value, not the client secret ID, for a secret added to app '${clientId}'.`,
  },
  1002012: {
    status: 400,
    error: "invalid_scope",
    text: (scope: string) =>
      `The provided value for scope ${scope} is not valid. Client credential flows must have a scope value with /.default suffixed to the resource identifier (application ID URI).`,
  },
} as const;
export type SignInCode = keyof typeof SIGN_IN_ERRORS;

export function signInError(res: ServerResponse, code: SignInCode, ...args: string[]) {
  const known = SIGN_IN_ERRORS[code];
  const trace = randomUUID();
  const correlation = randomUUID();
  const timestamp = new Date().toISOString().replace("T", " ");
  const text = (known.text as (...a: string[]) => string)(...args);
  res.writeHead(known.status, { "content-type": "application/json; charset=utf-8" });
  res.end(
    JSON.stringify({
      error: known.error,
      error_description: `AADSTS${code}: ${text}\r\nTrace ID: ${trace}\r\nCorrelation ID: ${correlation}\r\nTimestamp: ${timestamp}`,
      error_codes: [code],
      timestamp,
      trace_id: trace,
      correlation_id: correlation,
      error_uri: `https://login.microsoftonline.com/error?code=${code}`,
    }),
  );
}

export function graphError(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(
    JSON.stringify({
      error: {
        code,
        message,
        innerError: { date: new Date().toISOString(), "request-id": randomUUID(), "client-request-id": randomUUID() },
      },
    }),
  );
}
