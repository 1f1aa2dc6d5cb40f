// The real server for a bench: `src/server/index.ts` (started as every server is, scripts/serve.sh) in production mode with the demo data,
// on a free port of 127.0.0.1, waited for until /api/health answers (no fixed budget: a
// loaded machine may take long); or the signing relay alone (SIGNING_RELAY=only), until it listens. BENCH_CPU_PROF=<dir> runs it under `node --cpu-prof` and
// leaves the profile there when it stops (SIGINT lets it close its database and write it);
// BENCH_NODE_FLAGS="--trace-gc ..." gives the server's node those flags; BENCH_SERVER_LOG=<file>
// appends what the server printed to that file as it stops (else it is shown only on a failure).
// Shared by the benches that start servers, so they start them the same way.
import { appendFileSync } from "node:fs";
import { spawn, type ChildProcess } from "node:child_process";
import { connect, createServer } from "node:net";
import path from "node:path";
import pg from "pg";

export type Server = { base: string; child: ChildProcess; log: () => string; stop: () => Promise<void> };

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Where the benches look for PostgreSQL when neither TEST_DATABASE_URL nor DATABASE_URL is set. */
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/postgres";

/**
 * TEST_DATABASE_URL, else DATABASE_URL, else this machine's PostgreSQL (127.0.0.1:5432), when it
 * answers; else null and why. Every bench that needs PostgreSQL finds it the same way, so
 * `npm run bench` on a machine with one runs them all.
 */
export async function postgresUrl(): Promise<{ url: string } | { url: null; reason: string }> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || LOCAL_POSTGRES;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { url };
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    return { url: null, reason: `no PostgreSQL answers at ${new URL(url).host} (${why}): set TEST_DATABASE_URL (or DATABASE_URL) to one` };
  } finally {
    await client.end().catch(() => {});
  }
}

/** The environment every bench server gets (production mode, demo data, limits out of the way); `env` overrides it. */
function serverEnv(port: number, base: string, env: Record<string, string>) {
  return {
    ...process.env,
    NODE_ENV: "production",
    BETTER_AUTH_SECRET: "bench-secret-bench-secret-bench-secret-0123",
    SECRETS_KEY: "b3".repeat(32),
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    HOST: "127.0.0.1",
    PORT: String(port),
    BASE_URL: base,
    DATABASE_URL: "",
    // The benches measure throughput from one address and a few sessions: the per-caller
    // request limits are set far past what they send (the limiter still runs and costs what it costs).
    API_KEY_RATE_LIMIT: "100000000",
    SESSION_RATE_LIMIT: "100000000",
    ANONYMOUS_RATE_LIMIT: "100000000",
    ...env,
  };
}

function spawnServer(port: number, base: string, env: Record<string, string>) {
  const profDir = process.env.BENCH_CPU_PROF;
  const nodeArgs = [
    ...(profDir ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profDir)}`] : []),
    ...(process.env.BENCH_NODE_FLAGS?.split(" ").filter(Boolean) ?? []),
  ];
  const child = spawn("bash", ["scripts/serve.sh", ...nodeArgs], {
    env: serverEnv(port, base, env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const server: Server = {
    base,
    child,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGINT");
      await exited;
      if (process.env.BENCH_SERVER_LOG) appendFileSync(process.env.BENCH_SERVER_LOG, output);
    },
  };
  return server;
}

/** `env` overrides the defaults (DATABASE_URL empty: PGlite under DATA_DIR). */
export async function startServer(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(port, base, env);
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the server exited before answering /api/health:\n${server.log()}`);
    const ok = await fetch(`${base}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return server;
}

/**
 * The signing relay alone (SIGNING_RELAY=only) on `relayPort`, on the PostgreSQL at `databaseUrl`
 * beside a web server at `webBase` (its links); waited for until its SMTP port takes connections.
 */
export async function startRelayOnly(databaseUrl: string, relayPort: number, webBase: string): Promise<Server> {
  const server = spawnServer(0, webBase, {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "false",
    SIGNING_RELAY: "only",
    SIGNING_RELAY_HOST: "127.0.0.1",
    SIGNING_RELAY_PORT: String(relayPort),
  });
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`the relay exited before listening:\n${server.log()}`);
    const listening = await new Promise<boolean>((resolve) => {
      const socket = connect(relayPort, "127.0.0.1", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (listening) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in by the API; the session cookie for later requests. `origin`: the server's BASE_URL when it is not `base`. */
export async function signIn(base: string, login: { email: string; password: string }, origin = base): Promise<string> {
  const res = await fetch(`${base}/api/session/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify(login),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A bench helper (a script of bench/ that prints the port it listens on, then runs until
 * SIGINT: the TCP balancer, the SMTP sink) in a process of its own, so its CPU is its own and
 * apart from the load's.
 */
export async function startHelperProcess(script: string, args: string[] = []) {
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(Number(String(d).trim())));
    child.once("exit", (code) => reject(new Error(`${script} exited (${code})`)));
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return {
    host: "127.0.0.1",
    port,
    pid: child.pid!,
    close: async () => {
      child.kill("SIGINT");
      await exited;
    },
  };
}
