// A small, real HTTP server that speaks the parts of Microsoft's sign-in and Graph that Signet
// uses, for tests, the bench and `npm run dev`: the client-credentials token endpoint
// (POST /{tenant}/oauth2/v2.0/token), Graph's users list (GET /v1.0/users, paged by
// @odata.nextLink) and users delta query (GET /v1.0/users/delta: an initial round ending in a
// deltaLink, then only what changed, removals as "@removed"). It checks what Microsoft checks,
// and answers as Microsoft does: the tenant (by id or domain; AADSTS90002), the app in that
// tenant (AADSTS700016), its secret (AADSTS7000215), the scope (/.default only), the bearer
// token's lifetime, and the app's consented application permissions (403
// Authorization_RequestDenied without User.Read.All). It can be told to fail (429 or 503 with
// Retry-After, an expired delta link answering 410) and to answer slowly.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomBytes, randomUUID } from "node:crypto";
import type { AddressInfo } from "node:net";
import { graphError, signInError, type SignInCode } from "./microsoft-errors";
import { generateGraphUsers, USER_PROPERTIES, type FakeGraphUser } from "./graph-users";

export { generateGraphUsers, type FakeGraphUser };

export const GRAPH_DEFAULT_SCOPE = "https://graph.microsoft.com/.default";
export const USER_READ_ALL = "User.Read.All";

type App = { secret: string; consented: boolean };
type Change = { version: number; id: string; kind: "added" | "changed" | "removed"; keys: string[] };
type Tenant = {
  id: string;
  domain: string;
  apps: Map<string, App>;
  users: Map<string, FakeGraphUser>;
  log: Change[];
  version: number;
  /** Delta links from before this version answer 410 (Graph's "resync required"). */
  oldestDelta: number;
};
/** A tenant's users in order, listed once per set of users (replaced whole when they change): a
 * delta round of 50,000 people reads it 250 times. */
const listed = new WeakMap<Map<string, FakeGraphUser>, FakeGraphUser[]>();
function usersOf(tenant: Tenant): FakeGraphUser[] {
  let list = listed.get(tenant.users);
  if (!list) listed.set(tenant.users, (list = [...tenant.users.values()]));
  return list;
}

type Token = { tenantId: string; clientId: string; roles: string[]; expiresAt: number };

export type MicrosoftFault = { status: 429 | 500 | 503; retryAfterSeconds?: number; path?: "token" | "graph" };

export type FakeMicrosoftOptions = {
  port?: number;
  latencyMs?: number;
  /** Lifetime of the access tokens it issues (Microsoft: about 3600 s). */
  tokenLifetimeSeconds?: number;
  /** People per page of a delta round (Graph chooses its own; about 100 to 200). */
  deltaPageSize?: number;
};

export type FakeMicrosoft = {
  url: string;
  /** A tenant with a verified domain; its id is a GUID. */
  addTenant(input: { domain: string; id?: string }): string;
  /** An app registration in the tenant with one client secret; `consented`: User.Read.All granted by an admin. */
  registerApp(tenantId: string, input?: { clientId?: string; secret?: string; consented?: boolean }): { clientId: string; secret: string };
  setConsent(tenantId: string, clientId: string, consented: boolean): void;
  /** The tenant's users now; what changed since is what the next delta answers. */
  setUsers(tenantId: string, users: FakeGraphUser[]): void;
  users(tenantId: string): FakeGraphUser[];
  /** Every delta link issued so far answers 410 from now on. */
  expireDeltaLinks(tenantId: string): void;
  failNext(fault: MicrosoftFault, count?: number): void;
  setLatency(ms: number): void;
  /** Every token issued so far expires now (Graph answers 401 to it). */
  expireTokens(): void;
  readonly counts: { tokens: number; userPages: number; deltaPages: number; refused429: number };
  close(): Promise<void>;
};

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const decode = <T>(text: string | null): T | null => {
  try {
    return text ? (JSON.parse(Buffer.from(text, "base64url").toString("utf8")) as T) : null;
  } catch {
    return null;
  }
};

/** What the control routes take (each reads its own fields). */
type ControlBody = MicrosoftFault & {
  tenantId: string;
  domain: string;
  id?: string;
  clientId: string;
  secret?: string;
  consented: boolean;
  users: FakeGraphUser[];
  count?: number;
  ms?: number;
};

type RoundToken = { select: string[]; since: number | null; at: number; offset: number };

export async function startFakeMicrosoft(options: FakeMicrosoftOptions = {}): Promise<FakeMicrosoft> {
  const tenants = new Map<string, Tenant>();
  const tokens = new Map<string, Token>();
  const faults: { fault: MicrosoftFault; left: number }[] = [];
  const counts = { tokens: 0, userPages: 0, deltaPages: 0, refused429: 0 };
  let latencyMs = options.latencyMs ?? 0;
  const deltaPageSize = options.deltaPageSize ?? 200;
  let url = "";

  const tenantOf = (idOrDomain: string) =>
    tenants.get(idOrDomain.toLowerCase()) ?? [...tenants.values()].find((t) => t.domain === idOrDomain.toLowerCase());
  const requireTenant = (id: string) => {
    const tenant = tenants.get(id.toLowerCase());
    if (!tenant) throw new Error(`No tenant ${id}`);
    return tenant;
  };

  function takeFault(path: MicrosoftFault["path"]): MicrosoftFault | null {
    const index = faults.findIndex((f) => !f.fault.path || f.fault.path === path);
    if (index < 0) return null;
    const entry = faults[index];
    if (--entry.left <= 0) faults.splice(index, 1);
    return entry.fault;
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse, tenantName: string) {
    const form = new URLSearchParams(await readBody(req));
    const refuse = (code: SignInCode, ...args: string[]) => signInError(res, code, ...args);
    const tenant = tenantOf(tenantName);
    if (!tenant) return refuse(90002, tenantName);
    if (form.get("grant_type") !== "client_credentials") return refuse(70003, form.get("grant_type") ?? "");
    const clientId = (form.get("client_id") ?? "").toLowerCase();
    const app = tenant.apps.get(clientId);
    if (!app) return refuse(700016, clientId, tenant.id);
    if (form.get("client_secret") !== app.secret) return refuse(7000215, clientId);
    const scope = form.get("scope") ?? "";
    if (scope !== GRAPH_DEFAULT_SCOPE) return refuse(1002012, scope);
    counts.tokens++;
    const lifetime = options.tokenLifetimeSeconds ?? 3599;
    const accessToken = `eyJ0eXAiOiJKV1Qi.fake-${randomBytes(24).toString("base64url")}`;
    // Client credentials carry the app's consented application permissions as roles.
    tokens.set(accessToken, {
      tenantId: tenant.id,
      clientId,
      roles: app.consented ? [USER_READ_ALL] : [],
      expiresAt: Date.now() + lifetime * 1000,
    });
    json(res, 200, { token_type: "Bearer", expires_in: lifetime, ext_expires_in: lifetime, access_token: accessToken });
  }

  /** The caller's tenant, or the error answered (401 no or expired token, 403 no User.Read.All). */
  function authorize(req: IncomingMessage, res: ServerResponse): Tenant | null {
    const header = req.headers.authorization ?? "";
    if (!header.startsWith("Bearer ")) {
      graphError(res, 401, "InvalidAuthenticationToken", "Access token is empty.");
      return null;
    }
    const token = tokens.get(header.slice(7));
    if (!token) {
      graphError(res, 401, "InvalidAuthenticationToken", "IDX14100: JWT is not well formed.");
      return null;
    }
    if (token.expiresAt <= Date.now()) {
      graphError(res, 401, "InvalidAuthenticationToken", "Lifetime validation failed, the token is expired.");
      return null;
    }
    if (!token.roles.includes(USER_READ_ALL)) {
      graphError(res, 403, "Authorization_RequestDenied", "Insufficient privileges to complete the operation.");
      return null;
    }
    return tenants.get(token.tenantId) ?? null;
  }

  /** The $select list, or null when it names a property users don't have (answered 400). */
  function selectOf(res: ServerResponse, value: string | null): string[] | null {
    const select = value ? value.split(",").map((s) => s.trim()) : ["id", "displayName", "mail", "userPrincipalName", "jobTitle"];
    const unknown = select.find((s) => !USER_PROPERTIES.includes(s as keyof FakeGraphUser));
    if (unknown) {
      graphError(res, 400, "Request_BadRequest", `Could not find a property named '${unknown}' on type 'microsoft.graph.user'.`);
      return null;
    }
    return select.includes("id") ? select : ["id", ...select];
  }
  const pick = (user: FakeGraphUser, keys: string[]) =>
    Object.fromEntries(keys.map((k) => [k, (user as Record<string, unknown>)[k] ?? null]));
  const context = (select: string[]) => `https://graph.microsoft.com/v1.0/$metadata#users(${select.join(",")})`;

  function listUsers(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const tenant = authorize(req, res);
    if (!tenant) return;
    const select = selectOf(res, query.get("$select"));
    if (!select) return;
    const top = Number(query.get("$top") ?? 100);
    if (!Number.isInteger(top) || top < 1 || top > 999)
      return graphError(res, 400, "Request_UnsupportedQuery", "Invalid page size specified: 'top'. Must be between 1 and 999 inclusive.");
    const offset = Number(query.get("$skiptoken") ?? 0) || 0;
    counts.userPages++;
    const all = usersOf(tenant);
    const next = new URLSearchParams({ $select: select.join(","), $top: String(top), $skiptoken: String(offset + top) });
    json(res, 200, {
      "@odata.context": context(select),
      value: all.slice(offset, offset + top).map((u) => pick(u, select)),
      ...(offset + top < all.length ? { "@odata.nextLink": `${url}/v1.0/users?${next}` } : {}),
    });
  }

  /** What changed since `since`, one entry per person: added, its changed properties, or removed. */
  function changesSince(tenant: Tenant, since: number, until: number) {
    const byId = new Map<string, { kind: Change["kind"]; keys: Set<string> }>();
    for (const change of tenant.log) {
      if (change.version <= since || change.version > until) continue;
      const entry = byId.get(change.id);
      if (!entry) byId.set(change.id, { kind: change.kind, keys: new Set(change.keys) });
      else if (change.kind === "removed") entry.kind = "removed";
      else if (entry.kind === "removed") Object.assign(entry, { kind: "added", keys: new Set() });
      else for (const key of change.keys) entry.keys.add(key);
    }
    return [...byId];
  }

  function delta(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const tenant = authorize(req, res);
    if (!tenant) return;
    const deltaToken = query.get("$deltatoken");
    const skip = decode<RoundToken>(query.get("$skiptoken"));
    let round: RoundToken;
    if (skip) round = skip;
    else if (deltaToken !== null) {
      const since = Number(deltaToken);
      if (!Number.isInteger(since) || since < tenant.oldestDelta || since > tenant.version)
        return graphError(
          res,
          410,
          "resyncRequired",
          "Resync required. Replace any local cached copy with the data from a new delta query.",
        );
      const select = decode<string[]>(query.get("$select")) ?? selectOf(res, null)!;
      round = { select, since, at: tenant.version, offset: 0 };
    } else {
      const select = selectOf(res, query.get("$select"));
      if (!select) return;
      round = { select, since: null, at: tenant.version, offset: 0 };
    }
    counts.deltaPages++;
    // Only this page's people are shaped: shaping everyone for every page made a large
    // directory's round quadratic (50,000 people took the fake itself most of a minute).
    const window = <T>(items: T[]) => items.slice(round.offset, round.offset + deltaPageSize);
    let total: number;
    let page: Record<string, unknown>[];
    if (round.since === null) {
      const users = usersOf(tenant);
      total = users.length;
      page = window(users).map((u) => pick(u, round.select));
    } else {
      const changes = changesSince(tenant, round.since, round.at);
      total = changes.length;
      page = window(changes).map(([id, change]) => {
        const user = tenant.users.get(id);
        if (change.kind === "removed" || !user) return { id, "@removed": { reason: "changed" } };
        // A changed person comes with only the properties that changed (and its id).
        const keys = change.kind === "added" ? round.select : round.select.filter((k) => k === "id" || change.keys.has(k));
        return pick(user, keys);
      });
    }
    const more = round.offset + deltaPageSize < total;
    const link = more
      ? { "@odata.nextLink": `${url}/v1.0/users/delta?$skiptoken=${encode({ ...round, offset: round.offset + deltaPageSize })}` }
      : { "@odata.deltaLink": `${url}/v1.0/users/delta?$deltatoken=${round.at}&$select=${encode(round.select)}` };
    json(res, 200, { "@odata.context": context(round.select), value: page, ...link });
  }

  async function fakeControl(req: IncomingMessage, res: ServerResponse, path: string) {
    // Lets a browser test or `npm run dev` drive the fake over HTTP (127.0.0.1 only).
    const body = (req.method === "POST" ? JSON.parse((await readBody(req)) || "{}") : {}) as ControlBody;
    if (path === "/fake/tenants" && req.method === "POST") return json(res, 200, { tenantId: api.addTenant(body) });
    if (path === "/fake/apps" && req.method === "POST") return json(res, 200, api.registerApp(body.tenantId, body));
    if (path === "/fake/consent" && req.method === "POST") {
      api.setConsent(body.tenantId, body.clientId, body.consented);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/users" && req.method === "POST") {
      api.setUsers(body.tenantId, body.users);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/faults" && req.method === "POST") {
      api.failNext(body, body.count ?? 1);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/latency" && req.method === "POST") {
      api.setLatency(body.ms ?? 0);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/expire-delta" && req.method === "POST") {
      api.expireDeltaLinks(body.tenantId);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/state")
      return json(res, 200, {
        counts,
        tenants: [...tenants.values()].map((t) => ({ id: t.id, domain: t.domain, users: t.users.size, apps: [...t.apps.keys()] })),
      });
    json(res, 404, { error: "not found" });
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const parsed = new URL(req.url ?? "/", "http://fake");
      const path = parsed.pathname;
      if (path.startsWith("/fake/")) return await fakeControl(req, res, path);
      const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/.exec(path);
      const fault = takeFault(tokenPath ? "token" : "graph");
      if (fault) {
        if (fault.status === 429) counts.refused429++;
        const headers: Record<string, string> =
          fault.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {};
        if (fault.status === 429) return graphError(res, 429, "TooManyRequests", "Too many requests.", headers);
        return graphError(res, fault.status, "serviceNotAvailable", "The service is temporarily unavailable.", headers);
      }
      if (tokenPath && req.method === "POST") return await tokenEndpoint(req, res, decodeURIComponent(tokenPath[1]));
      if (path === "/v1.0/users" && req.method === "GET") return listUsers(req, res, parsed.searchParams);
      if (path === "/v1.0/users/delta" && req.method === "GET") return delta(req, res, parsed.searchParams);
      graphError(res, 404, "Request_ResourceNotFound", `Resource not found for the segment '${path.split("/").pop()}'.`);
    })().catch((error: Error) => {
      if (!res.headersSent) graphError(res, 500, "generalException", error.message);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: FakeMicrosoft = {
    url,
    counts,
    addTenant({ domain, id = randomUUID() }) {
      const tenant: Tenant = {
        id: id.toLowerCase(),
        domain: domain.toLowerCase(),
        apps: new Map(),
        users: new Map(),
        log: [],
        version: 0,
        oldestDelta: 0,
      };
      tenants.set(tenant.id, tenant);
      return tenant.id;
    },
    registerApp(tenantId, input = {}) {
      const clientId = (input.clientId ?? randomUUID()).toLowerCase();
      const secret = input.secret ?? `${randomBytes(3).toString("hex")}~${randomBytes(27).toString("base64url")}`;
      requireTenant(tenantId).apps.set(clientId, { secret, consented: input.consented ?? true });
      return { clientId, secret };
    },
    setConsent(tenantId, clientId, consented) {
      const app = requireTenant(tenantId).apps.get(clientId.toLowerCase());
      if (app) app.consented = consented;
      // Graph reads the roles from the token: a consent change shows in the next token.
      for (const [key, token] of tokens) if (token.clientId === clientId.toLowerCase()) tokens.delete(key);
    },
    setUsers(tenantId, next) {
      const tenant = requireTenant(tenantId);
      const version = ++tenant.version;
      const incoming = new Map(next.map((u) => [u.id, u]));
      for (const [id, before] of tenant.users)
        if (!incoming.has(id)) tenant.log.push({ version, id, kind: "removed", keys: [] });
        else {
          const after = incoming.get(id)!;
          const keys = USER_PROPERTIES.filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
          if (keys.length) tenant.log.push({ version, id, kind: "changed", keys });
        }
      for (const id of incoming.keys()) if (!tenant.users.has(id)) tenant.log.push({ version, id, kind: "added", keys: [] });
      tenant.users = new Map(next.map((u) => [u.id, structuredClone(u)]));
    },
    users: (tenantId) => [...requireTenant(tenantId).users.values()],
    expireDeltaLinks(tenantId) {
      const tenant = requireTenant(tenantId);
      tenant.oldestDelta = ++tenant.version;
    },
    failNext(fault, count = 1) {
      faults.push({ fault, left: count });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
