// A small, real HTTP server that speaks the parts of Google's APIs Signet uses, for tests,
// the bench and `npm run dev`: the OAuth token endpoint (JWT bearer grant), the Admin SDK
// Directory users list, and Gmail's sendAs settings. It checks what Google checks: the
// assertion's RS256 signature against the client's public key, its audience, a lifetime of
// at most an hour, the scopes each client was allowed by domain-wide delegation, the bearer
// token's scope and subject on every call, Gmail's 10,000-character signature limit and the
// per-project and per-user quota. It can be told to fail: 429 with Retry-After, 500, latency.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createPublicKey, randomBytes, type KeyObject } from "node:crypto";
import type { AddressInfo } from "node:net";
import { decodeJwt, jwtVerify } from "jose";

export const GMAIL_SCOPE = "https://www.googleapis.com/auth/gmail.settings.basic";
export const DIRECTORY_SCOPE = "https://www.googleapis.com/auth/admin.directory.user.readonly";
/** What a key file names as token_uri, and the audience Google checks. */
export const GOOGLE_TOKEN_URI = "https://oauth2.googleapis.com/token";
const SIGNATURE_LIMIT = 10_000;
const UNITS_PER_UPDATE = 100;

export type FakeDirectoryUser = {
  id: string;
  primaryEmail: string;
  name: { givenName: string; familyName: string; fullName?: string };
  suspended?: boolean;
  archived?: boolean;
  organizations?: { title?: string; department?: string; primary?: boolean }[];
  phones?: { value: string; type: string }[];
  /** Send-as aliases besides the primary address (Gmail, not the directory). */
  aliases?: string[];
};

export type Fault = { status: 429 | 500 | 503; retryAfterSeconds?: number; path?: "token" | "directory" | "gmail" };

export type FakeGoogleOptions = {
  port?: number;
  /** Delay before every answer, in ms. */
  latencyMs?: number;
  /** Lifetime of the access tokens it issues (Google: 3600 s). */
  tokenLifetimeSeconds?: number;
  quota?: { projectUnitsPerMinute: number; userUnitsPerMinute: number };
};

type Client = { publicKey: KeyObject; scopes: Set<string> };
type Token = { clientEmail: string; subject: string; scopes: Set<string>; expiresAt: number };
type SendAs = { sendAsEmail: string; isPrimary: boolean; signature: string };

export type FakeGoogle = {
  url: string;
  server: Server;
  /** Domain-wide delegation: the scopes a service account (by client email) may ask for. */
  allowClient(clientEmail: string, publicKeyPem: string, scopes: string[]): void;
  setUsers(users: FakeDirectoryUser[]): void;
  /** The next `count` calls (to `path`, or any) fail with `fault`. */
  failNext(fault: Fault, count?: number): void;
  setLatency(ms: number): void;
  /** Gmail rewrites stored signatures this way (as it does with some markup). */
  rewriteSignatures(transform: ((html: string) => string) | null): void;
  /** Every signature update Gmail accepted, in order. */
  readonly updates: { email: string; sendAs: string; signature: string }[];
  readonly counts: { tokens: number; directoryPages: number; sendAsLists: number; updates: number; refused429: number };
  signatureOf(email: string, sendAs?: string): string | undefined;
  /** Every token issued so far expires now (Google answers 401 to it). */
  expireTokens(): void;
  close(): Promise<void>;
};

/** Directory users with names, titles, departments and phones, for tests, the bench and the demo. */
export function generateDirectoryUsers(count: number, domain: string, start = 0): FakeDirectoryUser[] {
  const first = ["Ada", "Grace", "Alan", "Katherine", "Linus", "Margaret", "Dennis", "Barbara", "Ken", "Frances"];
  const last = ["Lovelace", "Hopper", "Turing", "Johnson", "Torvalds", "Hamilton", "Ritchie", "Liskov", "Thompson", "Allen"];
  const departments = ["Engineering", "Sales", "Marketing", "Finance", "Support"];
  return Array.from({ length: count }, (_, k) => {
    const i = start + k;
    const givenName = first[i % first.length];
    const familyName = last[Math.floor(i / first.length) % last.length];
    return {
      id: `1000${String(i).padStart(17, "0")}`,
      primaryEmail: `${givenName}.${familyName}${i >= 100 ? i : ""}@${domain}`.toLowerCase(),
      name: { givenName, familyName, fullName: `${givenName} ${familyName}` },
      organizations: [
        { title: i % 3 === 0 ? "Engineer" : "Account Manager", department: departments[i % departments.length], primary: true },
      ],
      phones: [
        { value: `+1 555 010 ${String(i % 10000).padStart(4, "0")}`, type: "work" },
        { value: `+1 555 020 ${String(i % 10000).padStart(4, "0")}`, type: "mobile" },
      ],
    };
  });
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers });
  res.end(JSON.stringify(body));
};
const googleError = (res: ServerResponse, status: number, message: string, reason: string, headers: Record<string, string> = {}) =>
  json(res, status, { error: { code: status, message, status: reason, errors: [{ message, reason }] } }, headers);

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * The demo company's directory at `domain`: 24 people, the first three the demo logins (admin,
 * member with the alias sales@, member2; their names differ from Signet's), the sixth suspended.
 */
export function demoDirectory(domain: string): FakeDirectoryUser[] {
  const users = generateDirectoryUsers(24, domain);
  users[0] = { ...users[0], primaryEmail: `admin@${domain}`, name: { givenName: "Alex", familyName: "Admin" } };
  users[1] = {
    ...users[1],
    primaryEmail: `member@${domain}`,
    name: { givenName: "Morgan", familyName: "Member" },
    aliases: [`sales@${domain}`],
  };
  users[2] = { ...users[2], primaryEmail: `member2@${domain}`, name: { givenName: "Riley", familyName: "Member" } };
  users[5] = { ...users[5], suspended: true };
  return users;
}

export async function startFakeGoogle(options: FakeGoogleOptions = {}): Promise<FakeGoogle> {
  const clients = new Map<string, Client>();
  const tokens = new Map<string, Token>();
  const sendAs = new Map<string, Map<string, SendAs>>();
  let users: FakeDirectoryUser[] = [];
  let usersByEmail = new Map<string, FakeDirectoryUser>();
  // Other Workspace customers, each by its domain, whose admins list only their own people.
  const customers = new Map<string, FakeDirectoryUser[]>();
  let latencyMs = options.latencyMs ?? 0;
  let rewrite: ((html: string) => string) | null = null;
  const faults: { fault: Fault; left: number }[] = [];
  const updates: FakeGoogle["updates"] = [];
  const counts = { tokens: 0, directoryPages: 0, sendAsLists: 0, updates: 0, refused429: 0 };
  const quota = options.quota ?? { projectUnitsPerMinute: 1_200_000, userUnitsPerMinute: 15_000 };
  const spent = { minute: 0, project: 0, users: new Map<string, number>() };
  let url = "";

  const mailboxOf = (email: string) => {
    let boxes = sendAs.get(email);
    if (!boxes) {
      const user = usersByEmail.get(email) ?? customers.get(email.split("@")[1] ?? "")?.find((u) => u.primaryEmail === email);
      if (!user) return null;
      boxes = new Map([[email, { sendAsEmail: email, isPrimary: true, signature: "" }]]);
      for (const alias of user.aliases ?? []) boxes.set(alias, { sendAsEmail: alias, isPrimary: false, signature: "" });
      sendAs.set(email, boxes);
    }
    return boxes;
  };

  /** Spends quota units; the seconds to wait when over the project's or the user's minute. */
  function spend(email: string, units: number): number {
    const minute = Math.floor(Date.now() / 60_000);
    if (minute !== spent.minute) Object.assign(spent, { minute, project: 0, users: new Map() });
    const user = spent.users.get(email) ?? 0;
    if (spent.project + units > quota.projectUnitsPerMinute || user + units > quota.userUnitsPerMinute)
      return Math.max(1, Math.ceil(60 - ((Date.now() / 1000) % 60)));
    spent.project += units;
    spent.users.set(email, user + units);
    return 0;
  }

  function takeFault(path: Fault["path"]): Fault | null {
    const index = faults.findIndex((f) => !f.fault.path || f.fault.path === path);
    if (index < 0) return null;
    const entry = faults[index];
    if (--entry.left <= 0) faults.splice(index, 1);
    return entry.fault;
  }

  function bearer(req: IncomingMessage, scope: string): Token | "expired" | null {
    const header = req.headers.authorization ?? "";
    const token = tokens.get(header.replace(/^Bearer /, ""));
    if (!token) return null;
    if (token.expiresAt <= Date.now()) return "expired";
    return token.scopes.has(scope) ? token : null;
  }

  async function tokenEndpoint(req: IncomingMessage, res: ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer")
      return json(res, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type." });
    const assertion = form.get("assertion") ?? "";
    let claims: ReturnType<typeof decodeJwt>;
    try {
      claims = decodeJwt(assertion);
    } catch {
      return json(res, 400, { error: "invalid_grant", error_description: "Invalid JWT: the assertion is not a JWT." });
    }
    const client = clients.get(String(claims.iss));
    if (!client) return json(res, 401, { error: "invalid_client", error_description: "The OAuth client was not found." });
    try {
      // Google checks the audience is its token URI, wherever the request came in.
      await jwtVerify(assertion, client.publicKey, { algorithms: ["RS256"], audience: GOOGLE_TOKEN_URI });
    } catch (error) {
      return json(res, 400, { error: "invalid_grant", error_description: `Invalid JWT: ${(error as Error).message}` });
    }
    if (typeof claims.exp !== "number" || typeof claims.iat !== "number" || claims.exp - claims.iat > 3600)
      return json(res, 400, {
        error: "invalid_grant",
        error_description: "Invalid JWT: Token must be a short-lived token (60 minutes) and in a reasonable timeframe.",
      });
    const scopes = String(claims.scope ?? "")
      .split(" ")
      .filter(Boolean);
    if (scopes.length === 0 || scopes.some((s) => !client.scopes.has(s)))
      return json(res, 401, {
        error: "unauthorized_client",
        error_description:
          "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested.",
      });
    counts.tokens++;
    const lifetime = options.tokenLifetimeSeconds ?? 3600;
    const accessToken = `ya29.fake-${randomBytes(18).toString("base64url")}`;
    tokens.set(accessToken, {
      clientEmail: String(claims.iss),
      subject: String(claims.sub ?? claims.iss),
      scopes: new Set(scopes),
      expiresAt: Date.now() + lifetime * 1000,
    });
    json(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: lifetime });
  }

  function directoryUsers(req: IncomingMessage, res: ServerResponse, query: URLSearchParams) {
    const token = bearer(req, DIRECTORY_SCOPE);
    if (token === "expired") return googleError(res, 401, "Request had invalid authentication credentials.", "UNAUTHENTICATED");
    if (!token) return googleError(res, 403, "Not Authorized to access this resource/api", "forbidden");
    if (query.get("customer") !== "my_customer") return googleError(res, 400, "Bad Request", "badRequest");
    const max = Math.min(500, Number(query.get("maxResults") ?? 100) || 100);
    const start = Number(query.get("pageToken") ?? 0) || 0;
    counts.directoryPages++;
    // my_customer is the admin's own: a customer added beside the main one (/fake/customers) lists its own people.
    const listed = customers.get(token.subject.split("@")[1]?.toLowerCase() ?? "") ?? users;
    const page = listed.slice(start, start + max).map(({ aliases: _aliases, ...u }) => ({ kind: "admin#directory#user", ...u }));
    const next = start + max < listed.length ? { nextPageToken: String(start + max) } : {};
    json(res, 200, { kind: "admin#directory#users", users: page, ...next });
  }

  async function gmail(req: IncomingMessage, res: ServerResponse, userId: string, address: string | null) {
    const token = bearer(req, GMAIL_SCOPE);
    if (token === "expired") return googleError(res, 401, "Request had invalid authentication credentials.", "UNAUTHENTICATED");
    if (!token) return googleError(res, 403, "Request had insufficient authentication scopes.", "PERMISSION_DENIED");
    const email = userId === "me" ? token.subject : userId;
    if (email !== token.subject) return googleError(res, 403, "Delegation denied for " + token.subject, "PERMISSION_DENIED");
    const boxes = mailboxOf(email);
    if (!boxes) return googleError(res, 400, "Mail service not enabled", "FAILED_PRECONDITION");
    if (req.method === "GET" && address === null) {
      counts.sendAsLists++;
      return json(res, 200, { sendAs: [...boxes.values()] });
    }
    const box = address ? boxes.get(address) : undefined;
    if (!box) return googleError(res, 404, "Requested entity was not found.", "NOT_FOUND");
    if (req.method === "GET") return json(res, 200, box);
    if (req.method !== "PATCH" && req.method !== "PUT") return googleError(res, 405, "Method not allowed", "METHOD_NOT_ALLOWED");
    const wait = spend(email, UNITS_PER_UPDATE);
    if (wait) {
      counts.refused429++;
      return googleError(
        res,
        429,
        "Quota exceeded for quota metric 'Queries' and limit 'Queries per minute per user'",
        "RESOURCE_EXHAUSTED",
        {
          "retry-after": String(wait),
        },
      );
    }
    let body: { signature?: unknown };
    try {
      body = JSON.parse(await readBody(req)) as { signature?: unknown };
    } catch {
      return googleError(res, 400, "Invalid JSON payload received.", "INVALID_ARGUMENT");
    }
    const signature = typeof body.signature === "string" ? body.signature : "";
    if (signature.length > SIGNATURE_LIMIT)
      return googleError(res, 400, "Signature exceeds maximum length of 10000 characters", "INVALID_ARGUMENT");
    box.signature = rewrite ? rewrite(signature) : signature;
    counts.updates++;
    updates.push({ email, sendAs: box.sendAsEmail, signature });
    json(res, 200, box);
  }

  /** One customer's mailboxes (by domain): their signatures, and how many updates Gmail accepted for them. */
  function customerState(domain: string) {
    const ofDomain = (email: string) => email.endsWith(`@${domain}`);
    return {
      updates: updates.filter((u) => ofDomain(u.email)).length,
      signatures: Object.fromEntries([...sendAs].filter(([k]) => ofDomain(k)).map(([k, v]) => [k, [...v.values()]])),
    };
  }

  async function fakeControl(req: IncomingMessage, res: ServerResponse, path: string, query: URLSearchParams) {
    // Lets a browser test or `npm run dev` drive the fake over HTTP (127.0.0.1 only).
    if (path === "/fake/clients" && req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as { clientEmail: string; publicKeyPem: string; scopes: string[] };
      api.allowClient(body.clientEmail, body.publicKeyPem, body.scopes);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/faults" && req.method === "POST") {
      const body = JSON.parse(await readBody(req)) as Fault & { count?: number };
      api.failNext(body, body.count ?? 1);
      return json(res, 200, { ok: true });
    }
    if (path === "/fake/users" && req.method === "POST") {
      // A new directory: `count` generated people at `domain` (the first with an alias), instead of the one before.
      const body = JSON.parse(await readBody(req)) as { domain: string; count: number };
      const domain = String(body.domain).toLowerCase();
      const people = generateDirectoryUsers(Math.min(1000, Math.max(0, Number(body.count) || 0)), domain);
      if (people[0]) people[0].aliases = [`sales@${domain}`];
      api.setUsers(people);
      return json(res, 200, { users: people.map((u) => u.primaryEmail) });
    }
    if (path === "/fake/customers" && req.method === "POST") {
      // Another Workspace customer at `domain` with these people (a spec's company of its own):
      // its admin lists only them, each with a Gmail mailbox; the main directory stays as it is.
      const body = JSON.parse(await readBody(req)) as { domain: string; users: FakeDirectoryUser[] };
      const domain = String(body.domain).toLowerCase();
      customers.set(domain, body.users);
      for (const email of [...sendAs.keys()]) if (email.endsWith(`@${domain}`) && !usersByEmail.has(email)) sendAs.delete(email);
      return json(res, 200, { users: body.users.map((u) => u.primaryEmail) });
    }
    // ?domain= : only that customer's mailboxes, so a spec reads its own among parallel specs'.
    const domain = query.get("domain")?.toLowerCase();
    if (path === "/fake/state" && domain) return json(res, 200, customerState(domain));
    if (path === "/fake/state")
      return json(res, 200, { counts, signatures: Object.fromEntries([...sendAs].map(([k, v]) => [k, [...v.values()]])) });
    json(res, 404, { error: "not found" });
  }

  const server = createServer((req, res) => {
    void (async () => {
      if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const parsed = new URL(req.url ?? "/", "http://fake");
      const path = parsed.pathname;
      if (path.startsWith("/fake/")) return fakeControl(req, res, path, parsed.searchParams);
      const kind: Fault["path"] = path === "/token" ? "token" : path.startsWith("/admin/") ? "directory" : "gmail";
      const fault = takeFault(kind);
      if (fault) {
        if (fault.status === 429) counts.refused429++;
        const headers: Record<string, string> =
          fault.retryAfterSeconds !== undefined ? { "retry-after": String(fault.retryAfterSeconds) } : {};
        return googleError(
          res,
          fault.status,
          fault.status === 429 ? "Rate Limit Exceeded" : "Backend Error",
          fault.status === 429 ? "rateLimitExceeded" : "backendError",
          headers,
        );
      }
      if (path === "/token" && req.method === "POST") return tokenEndpoint(req, res);
      if (path === "/admin/directory/v1/users" && req.method === "GET") return directoryUsers(req, res, parsed.searchParams);
      const gmailPath = /^\/gmail\/v1\/users\/([^/]+)\/settings\/sendAs(?:\/([^/]+))?$/.exec(path);
      if (gmailPath) return gmail(req, res, decodeURIComponent(gmailPath[1]), gmailPath[2] ? decodeURIComponent(gmailPath[2]) : null);
      googleError(res, 404, "Not Found", "notFound");
    })().catch((error: Error) => {
      if (!res.headersSent) json(res, 500, { error: { code: 500, message: error.message } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api: FakeGoogle = {
    url,
    server,
    allowClient(clientEmail, publicKeyPem, scopes) {
      clients.set(clientEmail, { publicKey: createPublicKey(publicKeyPem), scopes: new Set(scopes) });
    },
    setUsers(next) {
      users = next;
      usersByEmail = new Map(users.map((u) => [u.primaryEmail, u]));
      for (const email of [...sendAs.keys()])
        if (!usersByEmail.has(email) && !customers.has(email.split("@")[1] ?? "")) sendAs.delete(email);
    },
    failNext(fault, count = 1) {
      faults.push({ fault, left: count });
    },
    setLatency(ms) {
      latencyMs = ms;
    },
    rewriteSignatures(transform) {
      rewrite = transform;
    },
    updates,
    counts,
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = 0;
    },
    signatureOf(email, address = email) {
      return sendAs.get(email)?.get(address)?.signature;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
