// What a SCIM answer holds for one resource: `meta` (resource type, created, last
// modified, location, and a weak ETag of the content), and only the attributes asked for
// (`attributes` / `excludedAttributes`; id, schemas and meta always).
import { createHash } from "node:crypto";
import { ScimError } from "./scim-errors";

type Resource = Record<string, unknown> & { meta: { version: string } };

/** A weak ETag of the resource without its meta: it changes exactly when what a client sees changes. */
export function versionOf(content: Record<string, unknown>) {
  return `W/"${createHash("sha256").update(JSON.stringify(content)).digest("base64url").slice(0, 22)}"`;
}

export function withMeta<T extends Record<string, unknown>>(
  content: T,
  meta: { resourceType: "User" | "Group"; created: Date; lastModified: Date; location: string },
): T & Resource {
  return {
    ...content,
    meta: {
      resourceType: meta.resourceType,
      created: meta.created.toISOString(),
      lastModified: meta.lastModified.toISOString(),
      location: meta.location,
      version: versionOf(content),
    },
  };
}

const ALWAYS = new Set(["schemas", "id", "meta"]);
const CORE = /^urn:ietf:params:scim:schemas:core:2\.0:(user|group):/;
const names = (list: string | undefined) =>
  (list ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase().replace(CORE, ""))
    .filter(Boolean);
/** `name` asks for the attribute `key`, or for a part of it (`name.givenName`, `urn:...:User:department`). */
const asksFor = (name: string, key: string) => name === key || name.startsWith(`${key}.`) || name.startsWith(`${key}:`);

/** Keeps the top-level attributes asked for; a sub-attribute keeps its attribute, an extension's attribute the extension. */
export function narrow<T extends Record<string, unknown>>(resource: T, query: { attributes?: string; excludedAttributes?: string }): T {
  const wanted = names(query.attributes);
  const excluded = names(query.excludedAttributes);
  if (wanted.length === 0 && excluded.length === 0) return resource;
  const keep = (key: string) => {
    const lower = key.toLowerCase();
    if (ALWAYS.has(lower)) return true;
    if (wanted.length > 0) return wanted.some((name) => asksFor(name, lower));
    return !excluded.includes(lower);
  };
  return Object.fromEntries(Object.entries(resource).filter(([key]) => keep(key))) as T;
}

/** If-Match on a write: another version than the client read is 412, and nothing changes. */
export function requireVersion(current: string, ifMatch: string | undefined) {
  if (!ifMatch || ifMatch.trim() === "*") return;
  const versions = ifMatch.split(",").map((v) => v.trim());
  if (!versions.includes(current)) throw new ScimError(412, "The resource changed since it was read (If-Match): read it again.");
}

/** A page of a list: SCIM's startIndex is 1-based (below 1 reads as 1); count is capped. */
export function pageOf(query: { startIndex?: number; count?: number }, max: number) {
  const startIndex = Math.max(1, query.startIndex ?? 1);
  const count = Math.min(max, Math.max(0, query.count ?? max));
  return { startIndex, count, offset: startIndex - 1 };
}
