// The parts of /api/openapi.json that no single route declares: how to authenticate (the
// session cookie and API keys), the servers (BASE_URL), the domains' tags with their words,
// and what follows from the routes everywhere: an operationId from method and path, the
// shared text rule as a `pattern` on every string a request carries (it is enforced on every
// route: lib/openapi.ts), and int32/int64 on every integer from its bounds.
import { API_DOMAINS } from "./api-domains";
import { API_KEY_SCHEME, SESSION_SCHEME } from "./openapi";
import { shareRepeatedAnswers } from "./openapi-shared-answers";
import { SAFE_MULTILINE_PATTERN, SAFE_TEXT_PATTERN } from "../../shared/text/safe-text";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON Schema and OpenAPI objects are walked field by field
type Json = any;

export type DocumentOptions = { baseUrl: string; isProduction: boolean; supportEmail: string };

const DESCRIPTION = `The API the Signet web app itself uses. Every answer that is not 2xx has the body \`{ error: { code, message, fields? } }\`; \`fields\` names each invalid field of a 400.

**Authentication.** Two ways, one per request:
- **Session cookie** (the web app): signing in at /auth sets an httpOnly cookie; the browser sends it with every request. A state-changing request with the cookie must come from the app's own origin.
- **API key** (scripts and other systems): an admin makes one in Company Settings → API and sends it as \`Authorization: Bearer <key>\`. A key acts for its company as an admin; a \`read\` key may call GET routes only, a \`write\` key every route an admin may call with a key. Routes that act for a person (the session, account settings, the own profile and signature), the super admin's routes and the key routes themselves refuse keys (403). An unknown, revoked or expired key is 401. A request with a key is decided by the key alone: a cookie sent with it is ignored.

**Limits.** Every caller is counted per minute: per API key, per session, and per IP address without either. Each answer carries the \`RateLimit-Policy\` and \`RateLimit\` fields (draft-ietf-httpapi-ratelimit-headers); past the limit the answer is 429 with \`Retry-After\`. Some routes add a limit of their own (\`x-rate-limit\`). Bodies are limited per route (\`x-body-limit\`, bytes).

**Provisioning.** SCIM 2.0 (/scim/v2) has its own document, /scim/v2/openapi.json (shown at /api/docs?spec=scim), and its own tokens.

**Times** are RFC 3339 with an offset (\`2026-12-01T09:00:00+01:00\`); campaign start and end also take the company's local time without one (\`2026-12-01T09:00\`).`;

function words(segment: string): string[] {
  const param = /^\{(\w+)\}$/.exec(segment);
  return param ? ["by", param[1]] : segment.split(/[^A-Za-z0-9]+/).filter(Boolean);
}
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "get" + "/offices/{id}" -> "getOfficesById". */
export function operationIdOf(method: string, path: string): string {
  return method + path.split("/").filter(Boolean).flatMap(words).map(capital).join("");
}

const isType = (schema: Json, type: string) => schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));

/** Walks every schema under `schema` (refs into components included, each once). */
function walkSchemas(schema: Json, components: Json, visit: (schema: Json, path: string) => void, path = "", seen = new Set<Json>()) {
  if (!schema || typeof schema !== "object" || seen.has(schema)) return;
  seen.add(schema);
  if (typeof schema.$ref === "string") {
    const name = schema.$ref.split("/").pop();
    walkSchemas(components?.schemas?.[name], components, visit, path, seen);
    return;
  }
  visit(schema, path);
  for (const [name, property] of Object.entries<Json>(schema.properties ?? {}))
    walkSchemas(property, components, visit, path ? `${path}.${name}` : name, seen);
  for (const key of ["items", "additionalProperties", "not"]) walkSchemas(schema[key], components, visit, path, seen);
  for (const key of ["anyOf", "oneOf", "allOf", "prefixItems"])
    for (const member of schema[key] ?? []) walkSchemas(member, components, visit, path, seen);
}

/** The shared text rule as a pattern, where a string has no stricter shape of its own. */
function markSafeText(schema: Json, multiline: boolean) {
  if (!isType(schema, "string") || schema.pattern || schema.format || schema.enum || schema.const !== undefined) return;
  schema.pattern = multiline ? SAFE_MULTILINE_PATTERN : SAFE_TEXT_PATTERN;
}

// zod writes a regular expression's flags after a slash ("^[\\p{L}]*$/u"), which no JSON Schema
// validator reads as flags. Patterns are Unicode-aware in JSON Schema, so "u" goes; "i" becomes
// both cases of the letter ranges it covers (zod's only case-blind pattern is the uuid's).
function fixPattern(schema: Json) {
  if (typeof schema.pattern !== "string") return;
  const flagged = /^(.*)\/([dgimsuvy]+)$/s.exec(schema.pattern);
  if (!flagged) return;
  const [, source, flags] = flagged;
  schema.pattern = flags.includes("i") ? source.replace(/a-f/g, "a-fA-F").replace(/a-z/g, "a-zA-Z") : source;
}

// A tuple (zod's z.tuple) is exactly its items long.
function closeTuple(schema: Json) {
  if (!isType(schema, "array") || !Array.isArray(schema.prefixItems) || schema.items !== undefined) return;
  schema.minItems ??= schema.prefixItems.length;
  schema.maxItems ??= schema.prefixItems.length;
  schema.items = {};
}

const INT32 = 2 ** 31 - 1;
function markIntegerFormat(schema: Json) {
  if (!isType(schema, "integer") || schema.format) return;
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  schema.format = low !== undefined && high !== undefined && low >= -INT32 - 1 && high <= INT32 ? "int32" : "int64";
}

const METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];

/** Completes the generated document (lib/openapi.ts's routes) with what is the same everywhere. */
export function finishDocument(document: Json, options: DocumentOptions): Json {
  const components = document.components ?? {};
  const usedTags = new Set<string>();
  for (const [path, item] of Object.entries<Json>(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      operation.operationId ??= operationIdOf(method, path);
      for (const tag of operation.tags ?? []) usedTags.add(tag);
      const multiline = new Set<string>(operation["x-multiline"] ?? []);
      const body = operation.requestBody?.content?.["application/json"]?.schema;
      walkSchemas(body, components, (schema, at) => markSafeText(schema, multiline.has(at)));
      for (const parameter of operation.parameters ?? [])
        walkSchemas(parameter.schema, components, (schema) => markSafeText(schema, false));
    }
  }
  visitAll(document, (node) => {
    markIntegerFormat(node);
    fixPattern(node);
    closeTuple(node);
  });
  const shared = shareRepeatedAnswers(document.paths ?? {});
  const origin = options.baseUrl.replace(/\/$/, "");
  return {
    ...document,
    info: {
      ...document.info,
      description: DESCRIPTION,
      contact: { name: "Signet support", email: options.supportEmail },
    },
    servers: [
      {
        url: `${origin}/api`,
        description: options.isProduction ? "This Signet server (production)" : "This Signet server (local development)",
        "x-internal": false,
      },
    ],
    tags: Object.values(API_DOMAINS)
      .filter((domain) => usedTags.has(domain.name))
      .map((domain) => ({ name: domain.name, description: domain.description })),
    components: {
      ...components,
      responses: { ...components.responses, ...shared.responses },
      headers: { ...components.headers, ...shared.headers },
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: "apiKey",
          in: "cookie",
          name: "better-auth.session_token",
          description:
            "The web app's session, set by signing in (`__Secure-better-auth.session_token` over HTTPS). A route's role (member, admin, super_admin) is the role the signed-in person needs in their company.",
        },
        [API_KEY_SCHEME]: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "Signet API key (sgnt_…)",
          description:
            "An API key made in Company Settings → API, sent as `Authorization: Bearer <key>`. It acts for its company as an admin; `read` keys call GET routes only, `write` keys every route that takes a key.",
        },
      },
    },
  };
}

function visitAll(node: Json, visit: (node: Json) => void, seen = new Set<Json>()) {
  if (!node || typeof node !== "object" || seen.has(node)) return;
  seen.add(node);
  visit(node);
  for (const value of Object.values(node)) visitAll(value, visit, seen);
}
