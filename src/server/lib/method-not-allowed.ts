// A method that a path of the API document does not have is answered 405 with `Allow` listing
// the methods it has (RFC 9110 §15.5.6), not 404: the path exists, the method doesn't. The
// paths and methods come from the document itself, so a new route is covered the day it lands.
// It looks at the answer, not the request: only a 404 that no route gave (every documented
// method of a path reaches its handler, whose own 404 is kept) becomes a 405.
import type { MiddlewareHandler } from "hono";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

type DocumentPaths = { paths?: Record<string, object> };
type PathMethods = { pattern: RegExp; methods: string[] };

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, "\\$&");

/** Each documented path as a pattern (a `{parameter}` is one segment) with its methods; `apiBase` prefixes paths without their own server. */
export function documentedMethods(document: DocumentPaths, apiBase: string): PathMethods[] {
  return Object.entries(document.paths ?? {}).map(([path, item]) => {
    const full = ("servers" in item ? "" : apiBase) + path;
    const pattern = new RegExp(
      `^${full
        .split(/\{[^}/]+\}/)
        .map(escape)
        .join("[^/]+")}/?$`,
    );
    const methods = METHODS.filter((m) => m in item).map((m) => m.toUpperCase());
    // Hono answers HEAD wherever there is a GET.
    if (methods.includes("GET") && !methods.includes("HEAD")) methods.push("HEAD");
    return { pattern, methods };
  });
}

/** The methods a request path has in the document (several templates may match one path); null for a path it doesn't have. */
export function allowedMethodsOf(routes: PathMethods[], path: string): string[] | null {
  const allowed = new Set<string>();
  for (const route of routes) if (route.pattern.test(path)) for (const method of route.methods) allowed.add(method);
  return allowed.size ? [...allowed] : null;
}

export function methodNotAllowed(document: DocumentPaths, apiBase = "/api"): MiddlewareHandler {
  const routes = documentedMethods(document, apiBase);
  return async (c, next) => {
    await next();
    if (c.res.status !== 404) return;
    const allowed = allowedMethodsOf(routes, c.req.path);
    if (!allowed || allowed.includes(c.req.method)) return;
    const list = allowed.join(", ");
    c.res = c.json(
      { error: { code: "method_not_allowed", message: `${c.req.path} doesn't take ${c.req.method}. It takes ${list}.` } },
      405,
      { allow: list, "cache-control": "no-store" },
    );
  };
}
