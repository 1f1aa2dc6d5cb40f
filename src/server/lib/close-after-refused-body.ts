// An error answer to a request that sent a body closes the connection. The body limit, the
// media type check, the CSRF refusal and the guards answer before the body is read; on a
// kept-alive connection its unread bytes then stand before the client's next request, and
// the server drops the connection under it (an ECONNRESET for a request that did nothing
// wrong). `Connection: close` tells the client to send its next request on a new one.
// Only errors, and never reads: a successful write and every GET keep their connection.
import type { MiddlewareHandler } from "hono";

const NO_BODY_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

// A read goes straight on: no after-step to wait for (each async step costs every request).
export const closeAfterRefusedBody: MiddlewareHandler = (c, next) => (NO_BODY_METHODS.has(c.req.method) ? next() : closeIfRefused(c, next));

const closeIfRefused: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.status < 400) return;
  const length = c.req.header("content-length");
  if ((length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined) c.res.headers.set("connection", "close");
};
