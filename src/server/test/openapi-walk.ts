// Walks the app's own OpenAPI document, so tests cover every route the day it is added.
import { dereference } from "@readme/openapi-parser";
import { apiDocument } from "../app";
import { TEST_BASE_URL } from "./test-app";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema objects are read field by field
type Schema = any;
export type Operation = {
  method: string;
  /** Path as the document writes it, under its server (/api, or / for the add-in's): /api/offices/{id} */
  template: string;
  pathParams: string[];
  queryParams: { name: string; schema: Schema }[];
  body: Schema | null;
  bodyType: string | null;
  responses: Record<string, Schema>;
};

export const SAMPLE_ID = "00000000-0000-4000-8000-000000000000";

/**
 * The document the app serves (development build, so /api/dev is in it), the same with every
 * $ref replaced by what it names (the shared answers of components.responses, say), and its operations.
 */
export async function readOperations(): Promise<{ document: Schema; resolved: Schema; operations: Operation[] }> {
  const document: Schema = JSON.parse(
    JSON.stringify(apiDocument({ includeDev: true, baseUrl: TEST_BASE_URL, isProduction: false, supportEmail: "support@signet.test" })),
  );
  const resolved: Schema = await dereference(structuredClone(document));
  const base: string = new URL(document.servers?.[0]?.url ?? "/", TEST_BASE_URL).pathname;
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries<Schema>(resolved.paths)) {
    // A path outside /api (the Outlook add-in's) names its own server.
    const root = (item.servers?.[0]?.url ?? base).replace(/\/$/, "");
    for (const [method, op] of Object.entries<Schema>(item)) {
      if (method === "servers") continue;
      const params: Schema[] = op.parameters ?? [];
      const [bodyType, media] = Object.entries<Schema>(op.requestBody?.content ?? {})[0] ?? [null, null];
      operations.push({
        method: method.toUpperCase(),
        template: `${root}${path}`,
        pathParams: params.filter((p) => p.in === "path").map((p) => p.name),
        queryParams: params.filter((p) => p.in === "query").map((p) => ({ name: p.name, schema: p.schema })),
        body: media?.schema ?? null,
        bodyType,
        responses: op.responses,
      });
    }
  }
  return { document, resolved, operations };
}

/** The path with every parameter filled (a well-formed id unless told otherwise). */
export function fillPath(op: Operation, values: Record<string, string> = {}) {
  return op.template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? SAMPLE_ID));
}

export function acceptsString(schema: Schema): boolean {
  if (!schema || typeof schema !== "object") return false;
  const type = schema.type;
  if (type === "string" || (Array.isArray(type) && type.includes("string"))) return true;
  if (typeof schema.const === "string" || (Array.isArray(schema.enum) && schema.enum.some((v: unknown) => typeof v === "string")))
    return true;
  return [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].some(acceptsString);
}

/** Dotted paths of every string field of a JSON body schema, nested objects included. */
export function stringFields(schema: Schema, prefix = ""): string[] {
  if (!schema || typeof schema !== "object") return [];
  const objects = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].filter((s) => s?.properties);
  const out = new Set<string>();
  for (const object of objects) {
    for (const [name, property] of Object.entries<Schema>(object.properties)) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (acceptsString(property)) out.add(path);
      for (const nested of stringFields(property, path)) out.add(nested);
    }
  }
  return [...out];
}

/** { a: { b: value } } for the dotted path "a.b". */
export function bodyWith(path: string, value: string): Record<string, unknown> {
  const keys = path.split(".");
  const root: Record<string, unknown> = {};
  let node = root;
  keys.forEach((key, i) => {
    if (i === keys.length - 1) node[key] = value;
    else node = (node[key] = {}) as Record<string, unknown>;
  });
  return root;
}
