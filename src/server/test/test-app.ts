// The app in process against a test database, and a small HTTP client with a cookie jar.
import { afterAll, beforeAll, describe } from "vitest";
import pino from "pino";
import { createApp, type App } from "../app";
import { createDeps } from "../deps";
import type { AppConfig, AppDeps } from "../context";
import { seedGallery } from "../seed/seed";
import { openTestDatabase, testDatabaseKinds, type TestDatabaseKind } from "./test-database";
import { startSmtpCapture, type SmtpCapture } from "./smtp";
import { createQueue, type JobQueue } from "../lib/queue";
import type { DatabaseHandle } from "../db/client";
import { defineDeploymentQueues, startDeploymentWorkers } from "../features/deployments/deployment-workers";

export const TEST_BASE_URL = "http://localhost:3999";

// `smtp`: when the suite asked for it, the app mails through a real SMTP server whose messages the test reads.
export type TestContext = { app: App; deps: AppDeps; kind: TestDatabaseKind; client: () => TestClient; smtp: SmtpCapture | null };

export function createTestContext(
  kind: TestDatabaseKind,
  db: AppDeps["db"],
  config: Partial<AppConfig> = {},
  smtp: SmtpCapture | null = null,
  queue?: JobQueue,
): TestContext {
  const deps = createDeps({
    db,
    queue,
    smtpUrl: smtp?.url,
    logger: pino({ level: "silent" }),
    authSecret: "test-secret-test-secret-test-secret-123",
    mailFrom: "Signet <no-reply@signet.test>",
    config: {
      baseUrl: TEST_BASE_URL,
      isProduction: false,
      supportEmail: "support@signet.test",
      requireAccountActivation: false,
      dataDir: `.tmp/test-data-${process.pid}`,
      clientDistDir: "dist/client",
      trustedProxies: [],
      // Every request of a test file comes from one address and a few sessions, faster than
      // people: the limits are out of the way unless a suite sets its own (request-limits.test.ts).
      requestLimits: { apiKey: 1_000_000, session: 1_000_000, anonymous: 1_000_000 },
      // The test-only setting, as the browser tests' server runs: the receivers and identity
      // providers tests start listen on 127.0.0.1 (never in production: outboundPolicy ignores it there).
      outbound: { allowLoopback: true },
      ...config,
    },
  });
  const app = createApp(deps);
  return { app, deps, kind, client: () => new TestClient(app), smtp };
}

// Runs `suite` once per test database (PGlite, and PostgreSQL when configured).
export function describeEachDatabase(
  name: string,
  suite: (ctx: () => TestContext) => void,
  config: Partial<AppConfig> = {},
  options: { smtp?: boolean; queue?: boolean } = {},
) {
  for (const kind of testDatabaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let ctx: TestContext;
      let close: () => Promise<void>;
      let smtp: SmtpCapture | null = null;
      let queue: JobQueue | undefined;
      beforeAll(async () => {
        const handle = await openTestDatabase(kind);
        close = handle.close;
        await seedGallery(handle.db);
        if (options.smtp) smtp = await startSmtpCapture();
        if (options.queue) queue = await startTestQueue(handle);
        ctx = createTestContext(kind, handle.db, config, smtp, queue);
        if (queue) await startDeploymentWorkers(ctx.deps);
      });
      afterAll(async () => {
        await queue?.stop({ graceful: false });
        await smtp?.close();
        await close?.();
      });
      suite(() => ctx);
    });
  }
}

/** A started pg-boss queue on the test database, with the deployment queues defined (no workers yet). */
export async function startTestQueue(handle: Pick<DatabaseHandle, "pglite" | "url">): Promise<JobQueue> {
  const queue = createQueue(handle, pino({ level: "silent" }));
  await defineDeploymentQueues({ queue });
  await queue.start();
  return queue;
}

export class TestClient {
  private cookies = new Map<string, string>();
  constructor(private app: App) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const response = await this.app.request(path, {
      method,
      headers: { ...(body !== undefined ? { "content-type": "application/json" } : {}), ...(cookie ? { cookie } : {}), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair, ...attrs] = set.split(";");
      const eq = pair.indexOf("=");
      const key = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0/i.test(a)) || value === "";
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    const text = await response.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers field by field
    let json: any = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json, text, headers: response.headers };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, undefined, headers);
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request("POST", path, body ?? {}, headers);
  }
  patch(path: string, body?: unknown) {
    return this.request("PATCH", path, body ?? {});
  }
  delete(path: string) {
    return this.request("DELETE", path);
  }
  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}
