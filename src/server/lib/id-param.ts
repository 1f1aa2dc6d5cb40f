import type { Context } from "hono";
import { notFound } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A malformed id can't name anything: answer 404 rather than letting the database complain.
export function uuidParam(c: Context, name = "id", what = "Item"): string {
  const value = c.req.param(name) ?? "";
  if (!UUID.test(value)) throw notFound(what);
  return value;
}
