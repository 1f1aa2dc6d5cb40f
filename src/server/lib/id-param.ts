import type { Context } from "hono";
import { notFound } from "./errors";
import { isUuid } from "../../shared/ids";

// A malformed id can't name anything: answer 404 rather than letting the database complain.
export function uuidParam(c: Context, name = "id", what = "Item"): string {
  const value = c.req.param(name) ?? "";
  if (!isUuid(value)) throw notFound(what);
  return value;
}
